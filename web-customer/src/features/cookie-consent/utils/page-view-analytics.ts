import { readConsent } from './consent-storage';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Pushes a page view to the analytics data layer, and only when the person consented to analytics. */
export const recordPageView = (path: string, title: string, target: DataLayerWindow = window): boolean => {
  if (!readConsent()?.analytics) return false;
  target.dataLayer ??= [];
  target.dataLayer.push({ event: 'page_view', page_path: path, page_title: title });
  return true;
};
