import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { redirects } from '@/config/site-routes';

/** Old addresses still in links and bookmarks (spec 1, 2.1; spec 3, 2.1); the servers answer them with 301 too. */
const RedirectKeepingQuery = ({ to }: { to: string }) => {
  const { search, hash } = useLocation();
  return <Navigate replace to={{ pathname: to, search, hash }} />;
};

export const redirectRoutes: RouteObject[] = Object.entries(redirects).map(([path, to]) => ({
  path,
  element: <RedirectKeepingQuery to={to} />,
}));
