/**
 * The parcel page's view in its address (French, like the site's paths): `?onglet=historique` for the
 * history tab, `?mode=edition` for the correction form. Anything else reads as the details, read-only.
 */
export type ParcelPageView = { tab: 'details' | 'history'; editing: boolean };

const tabParam = 'onglet';
const modeParam = 'mode';

export const parcelPageParams = {
  read: (params: URLSearchParams): ParcelPageView => {
    const tab = params.get(tabParam) === 'historique' ? 'history' : 'details';
    return { tab, editing: tab === 'details' && params.get(modeParam) === 'edition' };
  },
  write: (view: ParcelPageView): URLSearchParams => {
    const params = new URLSearchParams();
    if (view.tab === 'history') params.set(tabParam, 'historique');
    else if (view.editing) params.set(modeParam, 'edition');
    return params;
  },
};
