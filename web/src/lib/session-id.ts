// Spec section 1: the visitor's only identity, created once and kept in local storage. It keys the
// cart and the likes, so it must be unguessable: 32 symbols (~190 bits) from the platform's CSPRNG,
// within the contracts' sessionIdSchema (16-128 of A-Z, a-z, 0-9, '_', '-').
export const SESSION_STORAGE_KEY = 'atelier.sessionId';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const LENGTH = 32;

export function createSessionId(): string {
  // 62 symbols: reject bytes >= 248 so every symbol is equally likely (no modulo bias).
  let id = '';
  while (id.length < LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(LENGTH))) {
      if (byte < 248 && id.length < LENGTH) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return id;
}

// A stored id the API would refuse (edited by hand, an older format) is replaced by a fresh one.
// The contracts' sessionIdSchema as a plain pattern (the test checks they agree): every page asks
// for the session id, and importing the schema would put zod in the first visit's JavaScript.
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
const isValid = (value: string | null): value is string => value !== null && SESSION_ID_PATTERN.test(value);

// Without storage (private mode quotas, disabled storage) the id lives for this page load only.
let memoryId: string | null = null;

/** The stored session id, or null before this browser has needed one (nothing is created). */
export function peekSessionId(): string | null {
  try {
    const stored = localStorage.getItem(SESSION_STORAGE_KEY);
    return isValid(stored) ? stored : memoryId;
  } catch {
    return memoryId;
  }
}

export function getSessionId(): string {
  try {
    const stored = localStorage.getItem(SESSION_STORAGE_KEY);
    if (isValid(stored)) return stored;
    const created = createSessionId();
    localStorage.setItem(SESSION_STORAGE_KEY, created);
    return created;
  } catch {
    memoryId ??= createSessionId();
    return memoryId;
  }
}
