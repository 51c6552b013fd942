/** Where the back office is served: same origin as the customer site (`/`) and the API (`/api`, `/admin/api`). */
export const adminBasename = '/admin';

/** The back office's API, on the same origin. */
export const adminApiUrl = '/admin/api';

/** The customer area, outside this app. */
export const customerSpaceUrl = '/dashboard';

/** Page (inside the admin routes) shown to signed-in customers who are not administrators. */
export const accessDeniedRoute = 'acces-refuse';
/** Auth redirects are full paths: react-admin passes them to the router as they are. */
export const accessDeniedPath = `${adminBasename}/${accessDeniedRoute}`;

/** The site's sign-in page (outside this app); it sends staff back to the back office once signed in (spec 3, section 2.2). */
export const signInPath = `/connexion?redirect=${adminBasename}`;
