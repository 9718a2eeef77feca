/**
 * Secrets that travel in addresses, and their removal from every log line (createLogger applies
 * redactSecrets to each line's message and fields, so request logs, proxy and render logs, error
 * logs and Nest's own lines are covered in this one place). A claim link pays for a won piece, an
 * order confirmation shows a buyer's address: whoever reads the logs must not be able to use them.
 */

/** Path prefixes whose next segment is a secret token (web pages and the API calls behind them). */
const SECRET_PATH_PREFIXES = ['/claim/', '/api/claims/', '/orders/', '/api/order-confirmations/'];
/** Query parameters that carry a secret (Stripe appends its client secrets to the return address). */
const SECRET_QUERY_PARAMETERS = [
  'token',
  'payment_intent_client_secret',
  'setup_intent_client_secret',
  'client_secret',
  'sessionId',
];

export const REDACTED = '[redacted]';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
// A prefix, then the segment up to the next delimiter: `/api/claims/<token>/pay` keeps `/pay`.
// `/api/claims/mine` is a route, not a token: it is kept.
const SECRET_SEGMENT = new RegExp(
  `(${SECRET_PATH_PREFIXES.map(escape).join('|')})(?!mine(?:[/?#"'\\s]|$))[^/?#"'\\s]+`,
  'g',
);
const SECRET_QUERY = new RegExp(`([?&](?:${SECRET_QUERY_PARAMETERS.join('|')})=)[^&#"'\\s]+`, 'g');

/** The text with every secret token of a known address form replaced by [redacted]. */
export function redactSecrets(text: string): string {
  if (!text.includes('/') && !text.includes('=')) return text;
  return text.replace(SECRET_SEGMENT, `$1${REDACTED}`).replace(SECRET_QUERY, `$1${REDACTED}`);
}

const MAX_DEPTH = 4;

/**
 * A copy of a log line's value with every string redacted; unchanged values are returned as they
 * are (no copy when nothing needed redacting). Errors keep their class (pino's serializer reads
 * type, message and stack).
 */
export function redactLogValue<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return redactSecrets(value) as T;
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => redactLogValue(item, depth + 1));
    return (items.some((item, i) => item !== value[i]) ? items : value) as T;
  }
  const isError = value instanceof Error;
  if (!isError && Object.getPrototypeOf(value) !== Object.prototype) return value;
  const entries = Object.entries(value as Record<string, unknown>);
  if (isError) entries.push(['message', value.message], ['stack', value.stack]);
  let changed = false;
  const redacted = entries.map(([key, field]) => {
    const next = redactLogValue(field, depth + 1);
    if (next !== field) changed = true;
    return [key, next] as const;
  });
  if (!changed) return value;
  const copy = isError ? Object.create(Object.getPrototypeOf(value) as object) : {};
  for (const [key, field] of redacted)
    Object.defineProperty(copy, key, {
      value: field,
      enumerable: !(isError && (key === 'message' || key === 'stack')),
      writable: true,
      configurable: true,
    });
  return copy as T;
}
