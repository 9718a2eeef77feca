import { useUnreadCount } from '../api/get-unread-count';

/** The red unread count beside 'Custom Orders' in the section menu; nothing when there are none. */
export function UnreadOrdersBadge() {
  const { data } = useUnreadCount();
  const count = data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span
      className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 py-0.5 text-[0.65rem] leading-none font-semibold tracking-normal text-white"
      aria-label={`${count} unread`}
      data-testid="unread-orders-badge"
    >
      {count}
    </span>
  );
}
