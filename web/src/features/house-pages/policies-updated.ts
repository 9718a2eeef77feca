/** The date the policies (privacy, terms, returns) show; change it with their text. */
export const POLICIES_UPDATED = 'November 25, 2026';
