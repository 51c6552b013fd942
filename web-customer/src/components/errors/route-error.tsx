import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorFallback } from './error-fallback';

/** The router's error boundary: rendered in place of a route subtree that threw. */
export const RouteError = () => {
  const error = useRouteError();
  useEffect(() => {
    console.error('Erreur dans une page', error);
  }, [error]);
  return <ErrorFallback />;
};
