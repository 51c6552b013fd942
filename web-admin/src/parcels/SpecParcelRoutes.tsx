import { Navigate, useParams } from 'react-router-dom';
import { useCreatePath } from 'react-admin';
import { parcelPageParams } from './parcel-page-params';

/** The spec's addresses of a parcel page (spec 3, section 2.4): /admin/colis/{id} and /admin/colis/{id}/edit. */
export const specParcelPath = '/colis/:id';
export const specParcelEditPath = '/colis/:id/edit';

export const SpecParcelRedirect = ({ editing }: { editing: boolean }) => {
  const { id = '' } = useParams();
  const createPath = useCreatePath();
  const search = parcelPageParams.write({ tab: 'details', editing }).toString();
  return <Navigate replace to={`${createPath({ resource: 'parcels', id, type: 'show' })}${search ? `?${search}` : ''}`} />;
};
