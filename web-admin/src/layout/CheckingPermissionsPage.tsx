import { Loading } from 'react-admin';

/** Shown while the session and the administrator role are being checked. */
export const CheckingPermissionsPage = () => (
  <Loading loadingPrimary="passerelle.auth.checking" loadingSecondary="ra.message.loading" />
);
