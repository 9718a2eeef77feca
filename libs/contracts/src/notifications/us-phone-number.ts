/**
 * US phone numbers (the store texts and ships only in the USA). Hand-written rather than a
 * library: the North American Numbering Plan fits in a few lines (an area code and an exchange
 * that each start 2-9), and the web and the service must agree on it byte for byte.
 */
export type UsPhoneParse = { ok: true; e164: string } | { ok: false; problem: string };

export function parseUsPhoneNumber(raw: string): UsPhoneParse {
  const text = raw.trim();
  if (!text) return { ok: false, problem: 'Please enter a phone number' };
  if (!/^\+?[\d\s().-]+$/.test(text))
    return { ok: false, problem: 'A phone number may contain only digits, spaces, ( ) . - and a leading +' };
  const digits = text.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (text.startsWith('+') && !digits.startsWith('1'))
    return { ok: false, problem: 'Only US phone numbers (+1) can receive our texts' };
  if (national.length !== 10) return { ok: false, problem: 'A US phone number has 10 digits' };
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(national))
    return { ok: false, problem: 'This is not a valid US phone number (check the area code)' };
  return { ok: true, e164: `+1${national}` };
}

/** The spec's display: (XXX) XXX-XXXX for exactly 10 digits (a +1 number's national part), else unchanged. */
export function formatPhoneForDisplay(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = phone.startsWith('+1') && digits.length === 11 ? digits.slice(1) : digits;
  if (national.length !== 10 || (phone.startsWith('+') && !phone.startsWith('+1'))) return phone;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}
