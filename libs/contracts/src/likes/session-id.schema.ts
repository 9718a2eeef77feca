import { z } from 'zod';

/**
 * A shopper's anonymous session id (likes, cart). The web app makes one per browser with a CSPRNG
 * and keeps it in local storage: 16 to 128 characters of A-Z, a-z, 0-9, '_' and '-' (a UUID or
 * base64url of 16+ random bytes fits). Anything else is refused with a message naming the rule.
 */
export const SESSION_ID_MIN_LENGTH = 16;
export const SESSION_ID_MAX_LENGTH = 128;

export const sessionIdSchema = z
  .string({ error: 'sessionId is required' })
  .min(SESSION_ID_MIN_LENGTH, `sessionId must be at least ${SESSION_ID_MIN_LENGTH} characters`)
  .max(SESSION_ID_MAX_LENGTH, `sessionId must be at most ${SESSION_ID_MAX_LENGTH} characters`)
  .regex(/^[A-Za-z0-9_-]+$/, 'sessionId may contain only letters, digits, "_" and "-"');
