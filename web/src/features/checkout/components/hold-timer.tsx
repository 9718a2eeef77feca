import { useEffect, useState } from 'react';

const remaining = (expiresAt: string) => Math.max(0, Date.parse(expiresAt) - Date.now());
const clock = (ms: number) => {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * How long the pieces stay reserved for this shopper: briefly from opening checkout, then, once Pay
 * is pressed, for `minutesOncePaying` (the server extends the hold; the page passes the new end).
 */
export function HoldTimer({
  expiresAt,
  minutesOncePaying,
}: {
  expiresAt: string;
  minutesOncePaying?: number;
}) {
  const [left, setLeft] = useState(() => remaining(expiresAt));
  useEffect(() => {
    const timer = setInterval(() => setLeft(remaining(expiresAt)), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  if (left === 0)
    return (
      <p role="alert" className="border border-red-700/40 bg-red-50 px-4 py-3 text-sm text-red-800">
        Your reservation has expired. Refresh the page to check whether the piece is still available.
      </p>
    );
  return (
    <p className="border border-brass/40 bg-brass/5 px-4 py-3 text-sm" data-testid="hold-timer">
      Reserved for you for <span className="font-medium tabular-nums">{clock(left)}</span>
      {minutesOncePaying !== undefined && (
        <span className="text-ink/70">
          {' '}
          · Pressing Pay keeps it reserved for {minutesOncePaying} minutes while you pay.
        </span>
      )}
    </p>
  );
}
