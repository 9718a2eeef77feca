import { Link, useRouteError } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';

/** Last resort for render errors and failed lazy chunks (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
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
