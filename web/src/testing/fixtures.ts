import type { Artist, CartLine, Collection, ComingSoonItem, Product } from '@atelier/contracts';

// Builders for contract-shaped payloads; each test overrides only what it asserts on.
export const artist = (over: Partial<Artist> = {}): Artist => ({
  id: 1,
  name: 'Mara Lind',
  specialty: 'Sculptural woodwork',
  bio: 'Carves walnut into quiet forms.',
  fullBio: 'First paragraph.\nSecond paragraph.',
  imageUrl: '/demo/artists/mara-lind-960.webp',
  portfolioUrl: null,
  instagramUrl: null,
  twitterUrl: null,
  facebookUrl: null,
  linkedinUrl: null,
  websiteUrl: null,
  ...over,
});

export const collection = (over: Partial<Collection> = {}): Collection => ({
  id: 10,
  name: 'Winter Light',
  description: 'Pieces that gather light.',
  season: 'Winter',
  year: 2026,
  releaseDate: '2026-03-20T00:00:00.000Z',
  collectionType: 'live',
  isActive: true,
  isArchived: false,
  coverImageUrl: 'cover.jpg',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

export const product = (over: Partial<Product> = {}): Product => ({
  id: 100,
  name: 'Tide Table',
  description: 'A dining table.',
  story: null,
  price: '4800.00',
  quantity: 1,
  artistId: 1,
  collectionId: 10,
  imageUrls: [],
  videoUrl: null,
  dimensions: null,
  materials: null,
  weight: null,
  edition: null,
  leadTime: null,
  provenance: null,
  condition: null,
  certificate: null,
  makersMark: null,
  category: 'dining',
  isBiddingEnabled: false,
  openToOffers: false,
  heldForOffer: false,
  isLimitedQuantity: true,
  status: 'active',
  decommissioned: false,
  likesCount: 0,
  reservedQuantity: 0,
  reservedUntil: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  artist: { id: 1, name: 'Mara Lind' },
  collection: { id: 10, name: 'Winter Light' },
  ...over,
});

export const comingSoonItem = (over: Partial<ComingSoonItem> = {}): ComingSoonItem => ({
  id: 200,
  name: 'Ember Chair',
  description: null,
  story: null,
  estimatedPrice: '2500.00',
  imageUrls: [],
  artistId: 1,
  collectionId: 10,
  videoUrl: null,
  category: 'seating',
  likesCount: 0,
  estimatedReleaseDate: '2026-06-01T00:00:00.000Z',
  createdAt: '2025-01-01T00:00:00.000Z',
  artist: {
    id: 1,
    name: 'Mara Lind',
    imageUrl: '/demo/artists/mara-lind-960.webp',
    specialty: 'Sculptural woodwork',
    bio: 'Carves walnut into quiet forms.',
  },
  collection: { id: 10, name: 'Winter Light' },
  ...over,
});

export const cartLine = (
  over: {
    id?: number;
    productId?: number;
    quantity?: number;
    name?: string;
    price?: string;
    stock?: number;
  } = {},
): CartLine => ({
  id: over.id ?? 1,
  productId: over.productId ?? 100,
  quantity: over.quantity ?? 1,
  product: {
    name: over.name ?? 'Tide Table',
    price: over.price ?? '4800.00',
    imageUrls: [],
    category: 'dining',
    quantity: over.stock ?? 2,
  },
});

/** The API a verified buyer with a card on file meets (a mockApi table's part): the bid and entry forms show. */
export const verifiedBuyerWithCard = {
  'GET /api/buyers/me': {
    body: {
      buyerId: '6d1c1f52-1f7a-4a39-9d0e-2f1b1a0c9e11',
      phoneLast4: '0142',
      verifiedAt: '2026-06-01T09:30:00.000Z',
      textsStopped: false,
    },
  },
  'GET /api/buyer-cards/mine': {
    body: { brand: 'visa', last4: '4242', savedAt: '2026-06-01T09:40:00.000Z' },
  },
};
