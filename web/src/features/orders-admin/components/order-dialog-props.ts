import type { Order } from '@atelier/contracts';

/** What each of an order's dialogs is given: the order, the session's CSRF token, and how to close. */
export type OrderDialogProps = { order: Order; csrfToken: string; onClose: () => void };
