import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { accessDeniedRoute, adminBasename } from './config';
import customers from './customers';
import { i18nProvider } from './i18n/i18n-provider';
import { AccessDeniedPage } from './layout/AccessDeniedPage';
import { CheckingPermissionsPage } from './layout/CheckingPermissionsPage';
import { PasserelleLayout } from './layout/PasserelleLayout';
import { passerelleDarkTheme, passerelleLightTheme } from './layout/theme';
import parcels from './parcels';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import users from './users';
// Reception
import { ReceptionPage, receptionRoute } from './reception';
import { usersResource } from './users/user-schema';
import { SpecParcelRedirect, specParcelEditPath, specParcelPath } from './parcels/SpecParcelRoutes';
// Shipments
import shipments from './shipments';
import { SpecQueueRedirect } from './shipments/SpecQueueRoute';
import { shipmentsResource, specProcessingQueuePath } from './shipments/shipments-resource';

const PasserelleAdmin = () => (
  <Admin
    basename={adminBasename}
    title="Passerelle — Back-office"
    disableTelemetry
    requireAuth
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    // Staff sign in on the site's own page (/connexion?redirect=/admin): see the auth provider.
    loginPage={false}
    loading={CheckingPermissionsPage}
    layout={PasserelleLayout}
    theme={passerelleLightTheme}
    darkTheme={passerelleDarkTheme}
  >
    <Resource name="parcels" {...parcels} />
    <Resource name={shipmentsResource} {...shipments} />
    <Resource name={usersResource} {...users} />
    <Resource name="customers" {...customers} />
    {/* Reception */}
    <CustomRoutes>
      <Route path={receptionRoute} element={<ReceptionPage />} />
      <Route path={specParcelPath} element={<SpecParcelRedirect editing={false} />} />
      <Route path={specParcelEditPath} element={<SpecParcelRedirect editing />} />
      <Route path={specProcessingQueuePath} element={<SpecQueueRedirect />} />
    </CustomRoutes>
    <CustomRoutes noLayout>
      <Route path={accessDeniedRoute} element={<AccessDeniedPage />} />
    </CustomRoutes>
  </Admin>
);

/**
 * Clean URLs under /admin: react-admin creates a hash router unless it is already inside one,
 * and its `basename` then prefixes every link it builds.
 */
export const App = () => (
  <BrowserRouter>
    <Routes>
      <Route path={`${adminBasename}/*`} element={<PasserelleAdmin />} />
    </Routes>
  </BrowserRouter>
);
