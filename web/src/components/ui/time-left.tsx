import { useEffect, useState } from 'react';

/** "2d 4h", "3h 12m", "4m 05s": how long until `endTime` on the server's clock. */
export function formatTimeLeft(ms: number): string {
  if (ms <= 0) return 'Ended';
  const s = Math.floor(ms / 1000);
  const [d, h, m, sec] = [
    Math.floor(s / 86400),
    Math.floor((s % 86400) / 3600),
    Math.floor((s % 3600) / 60),
    s % 60,
  ];
  if (d > 0) return `${d}d ${h}h`;
  if (h > 0) return `${h}h ${String(m).padStart(2, '0')}m`;
  return `${m}m ${String(sec).padStart(2, '0')}s`;
}

/**
 * Counts down to an end (an auction's, a draw's entry window) from the server's clock: the offset between the server's time
 * (sent with every state) and this device's is applied, so a wrong device clock shows the right
 * time left. Ticks locally once a second; the server is never polled.
 */
export function TimeLeft({
  endTime,
  serverTime,
  testId,
}: {
  endTime: string;
  serverTime: string;
  testId: string;
}) {
  const [now, setNow] = useState(() => Date.now());
  const [offset] = useState(() => Date.parse(serverTime) - Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span data-testid={testId} suppressHydrationWarning>
      {formatTimeLeft(Date.parse(endTime) - (now + offset))}
    </span>
  );
}
