import type { ArtistInput, CollectionInput, ComingSoonItemInput, ProductInput } from '@atelier/contracts';

// The demo data is written as an admin would send it to the API: each record is the body of the
// matching admin POST (the seed parses it with that route's input schema, so a price may be
// "4800.00" or 4800 and optional fields may be left out), except that artists and collections are
// referred to by a key instead of an id the data cannot know in advance.

export type DemoArtist = ArtistInput & { key: string };

export type DemoCollection = CollectionInput & { key: string };

type References = { artistKey: string | null; collectionKey: string | null };

export type DemoProduct = Pick<ProductInput, 'name'> &
  Partial<Omit<ProductInput, 'name' | 'price' | 'artistId' | 'collectionId'>> & {
    price: string | number;
    /** Retired from the shop right after it is created (the admin's decommission action). */
    decommissioned?: boolean;
  } & References;

export type DemoComingSoonItem = Pick<ComingSoonItemInput, 'name'> &
  Partial<Omit<ComingSoonItemInput, 'name' | 'estimatedPrice' | 'artistId' | 'collectionId'>> & {
    estimatedPrice?: string | number | null;
  } & References;

/** `count` demo shoppers (sessions) like the product or sneak peek of that name. */
export interface DemoLikes {
  kind: 'product' | 'coming-soon';
  name: string;
  count: number;
}
