import type { Collection } from '@atelier/contracts';

// Spec section 4: the home page only shows active, unarchived collections of the section's type.
export const isLiveOnHome = (c: Collection) => c.isActive && !c.isArchived && c.collectionType === 'live';
export const isSneakPeekOnHome = (c: Collection) =>
  c.isActive && !c.isArchived && c.collectionType === 'sneak_peek';

export const seasonLabel = (c: Pick<Collection, 'season' | 'year'>) => `${c.season} ${c.year}`;
