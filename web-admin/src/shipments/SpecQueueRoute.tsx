import { Navigate } from 'react-router-dom';
import { useCreatePath } from 'react-admin';
import { shipmentsResource } from './shipments-resource';

/** /admin/colis-recus (spec 3, section 2.6) is the queue of shipment requests to process. */
export const SpecQueueRedirect = () => {
  const createPath = useCreatePath();
  return <Navigate replace to={createPath({ resource: shipmentsResource, type: 'list' })} />;
};
