/** Who the house's mails are from, unless MAIL_FROM says otherwise. */
export const DEFAULT_MAIL_FROM = 'Atelier <hello@atelier-furniture.com>';

/** The address in a From value ("Atelier <hello@example.com>" or "hello@example.com"), or null. */
export function mailFromAddress(from: string): string | null {
  const match = /^(?:[^<>]*<([^<>\s]+@[^<>\s]+)>|([^<>\s]+@[^<>\s]+))$/.exec(from.trim());
  return match?.[1] ?? match?.[2] ?? null;
}

/** The domain Message-IDs are made under: the sender's own. */
export const messageIdDomain = (from: string) => mailFromAddress(from)?.split('@')[1] ?? 'atelier.invalid';
