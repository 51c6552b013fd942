import CssBaseline from '@mui/material/CssBaseline';
import { AdminContext, AuthenticationError, CoreAdminUI, CustomRoutes, Error as ErrorPage, localStorageStore, NotFound, Notification, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { accessDeniedRoute, adminBasename } from './config';
import { adminFeatures } from './features';
import { i18nProvider } from './i18n/i18n-provider';
import { AccessDeniedPage } from './layout/AccessDeniedPage';
import { CheckingPermissionsPage } from './layout/CheckingPermissionsPage';
import { PasserelleLayout } from './layout/PasserelleLayout';
import { passerelleDarkTheme, passerelleLightTheme } from './layout/theme';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';

/** react-admin's not-found page, with its own title (`AdminUI` hands it the app's title, which it takes only as a string). */
const NotFoundPage = () => <NotFound />;

/** Where react-admin keeps a person's choices (sidebar, a list's filters and columns) between visits, as `<Admin>` does. */
const store = localStorageStore();

/**
 * The back office's sections, loaded when a person opens one (the staff home at /admin/ is drawn without
 * react-admin: see `app.tsx`). react-admin's `<Admin>` taken apart (its `AdminContext` and `AdminUI`, with the same pages) to leave out
 * what the back office never shows and would load at start all the same: the sign-in page and its form
 * (staff sign in on the site's page, /connexion?redirect=/admin: see the auth provider) and react-admin's
 * English messages.
 */
const PasserelleAdmin = () => (
  <AdminContext
    basename={adminBasename}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    store={store}
    theme={passerelleLightTheme}
    darkTheme={passerelleDarkTheme}
  >
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        title="Passerelle — Back-office"
        disableTelemetry
        requireAuth
        loginPage={false}
        loading={CheckingPermissionsPage}
        layout={PasserelleLayout}
        error={ErrorPage}
        catchAll={NotFoundPage}
        authenticationError={AuthenticationError}
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
      </CoreAdminUI>
      <Notification />
    </CssBaseline>
  </AdminContext>
);

export default PasserelleAdmin;
