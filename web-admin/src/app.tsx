import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, LoginWithEmail, Resource } from 'react-admin';
import customers from './customers';
import { i18nProvider } from './i18n/i18n-provider';
import { AccessDeniedPage } from './layout/AccessDeniedPage';
import { CheckingPermissionsPage } from './layout/CheckingPermissionsPage';
import parcels from './parcels';
import { accessDeniedPath, authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';

export const App = () => (
  <Admin
    basename="/admin"
    title="Passerelle — Back-office"
    disableTelemetry
    requireAuth
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginWithEmail}
    loading={CheckingPermissionsPage}
  >
    <Resource name="parcels" {...parcels} />
    <Resource name="customers" {...customers} />
    <CustomRoutes noLayout>
      <Route path={accessDeniedPath} element={<AccessDeniedPage />} />
    </CustomRoutes>
  </Admin>
);
