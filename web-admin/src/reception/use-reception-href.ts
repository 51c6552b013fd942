import { useBasename } from 'react-admin';
import { receptionPath } from './reception-path';

/**
 * The reception page's address as a link gives it: under the back office's basename, as every route of its router.
 * Apart from `reception-path.ts`, which the staff home reads without react-admin.
 */
export const useReceptionHref = () => `${useBasename()}${receptionPath}`;
