import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';

type Props = { children: ReactNode };
type State = { error: unknown };

/**
 * The error boundary of a route subtree (a page, the signed-in area): the rest of the layout stays
 * usable. Give it the page's address as `key` so that leaving the page clears the error.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Erreur dans une page', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <ErrorFallback />;
    return this.props.children;
  }
}
