import { buttonClass } from './button-styles';

/** The failed query: Try Again refetches it, and waits while it does. */
type RetryableQuery = { refetch: () => Promise<unknown>; isFetching: boolean };

type LoadErrorProps = { title: string; query: RetryableQuery };

/** A failed load that is not a 404: say so plainly and offer another try (no automatic retry). */
export function LoadError({ title, query }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-5 py-24 text-center"
    >
      <h1 className="font-display text-4xl leading-tight sm:text-5xl">{title}</h1>
      <p className="mt-5 text-ink/70">Something went wrong on our side. Please try again in a moment.</p>
      <button
        type="button"
        onClick={() => void query.refetch()}
        disabled={query.isFetching}
        className={buttonClass('solid', 'mt-10')}
      >
        {query.isFetching ? 'Retrying...' : 'Try Again'}
      </button>
    </div>
  );
}
