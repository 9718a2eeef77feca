import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';

/** Last resort for render errors and failed lazy chunks (e.g. after a deploy). */
export function RouteError({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-5 text-center"
    >
      <h1 className="font-display text-5xl">Something went wrong</h1>
      <p className="mt-5 text-ink/70">{message}</p>
      <Link to="/" reloadDocument className={buttonClass('solid', 'mt-10')}>
        Return Home
      </Link>
    </div>
  );
}

/**
 * Shows RouteError for whatever a page throws while rendering. A class because React catches render
 * errors only in class components; the router's errorElement is a data-router feature, and the app
 * uses the lighter declarative router (see app.tsx). Keyed by path where it is used, so navigating
 * away clears it.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Something went wrong.') };
  }

  render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}
