import type { ReactNode } from 'react';

type QueryStatusProps = {
  /** The query's state (TanStack Query's result has both). */
  query: { isPending: boolean; isError: boolean };
  /** Said while it loads, e.g. "Loading artists...". */
  loading: string;
  /** Said when it failed, e.g. "Artists could not be loaded.". */
  failed: string;
  className?: string;
  /** Offers 'Try Again' under the failure (a screen with no other way to reload its list). */
  onRetry?: () => void;
  /** Shown once the data is there. */
  children: ReactNode;
};

/** A list's loading and failed states, announced to screen readers; its content once loaded. */
export function QueryStatus({
  query,
  loading,
  failed,
  className = 'mt-6 text-ink/70',
  onRetry,
  children,
}: QueryStatusProps) {
  if (query.isPending)
    return (
      <p role="status" className={className}>
        {loading}
      </p>
    );
  if (query.isError && onRetry)
    return (
      <div role="alert" className={className}>
        <p>{failed}</p>
        <button type="button" onClick={onRetry} className="mt-3 text-sm underline underline-offset-4">
          Try Again
        </button>
      </div>
    );
  if (query.isError)
    return (
      <p role="alert" className={className}>
        {failed}
      </p>
    );
  return <>{children}</>;
}
