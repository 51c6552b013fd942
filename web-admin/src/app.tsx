import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { accessDeniedRoute, adminBasename } from './config';
import { adminFeatures } from './features';
import { i18nProvider } from './i18n/i18n-provider';
import { AccessDeniedPage } from './layout/AccessDeniedPage';
import { CheckingPermissionsPage } from './layout/CheckingPermissionsPage';
import { PasserelleLayout } from './layout/PasserelleLayout';
import { passerelleDarkTheme, passerelleLightTheme } from './layout/theme';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';

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
    {adminFeatures.flatMap((feature) => (feature.resource ? [<Resource key={feature.resource.name} {...feature.resource} />] : []))}
    <CustomRoutes>
      {adminFeatures.flatMap((feature) => feature.routes ?? []).map((route) => (
        <Route key={route.path} path={route.path} element={route.element} />
      ))}
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
