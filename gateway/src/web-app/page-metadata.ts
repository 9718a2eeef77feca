import { z } from 'zod';
import type { DetailPage } from './page-routes.js';

const BRAND = 'Atelier';

/** What a detail page tells crawlers; titles are the ones the web app sets, so both agree. */
export interface PageMetadata {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute image URL, when the item has one. */
  image?: string;
  type: 'product' | 'website';
  /** schema.org JSON-LD object (products only). */
  jsonLd?: Record<string, unknown>;
}

// Only the fields the metadata uses; an answer without them is a catalog failure (the plain page).
const named = z.object({ name: z.string() });
const text = z.string().nullish();
const itemSchemas = {
  product: named.extend({
    description: text,
    price: z.string(),
    quantity: z.number(),
    reservedQuantity: z.number().default(0),
    imageUrls: z.array(z.string()),
    artist: named.nullish(),
  }),
  'coming-soon': named.extend({ description: text, imageUrls: z.array(z.string()), artist: named.nullish() }),
  collection: named.extend({ description: text, coverImageUrl: text }),
  artist: named.extend({ specialty: text, bio: text, imageUrl: text }),
} satisfies Record<DetailPage, z.ZodType>;

/** Spec "Image references": absolute http(s) kept, /paths prefixed with the origin, bare names under /uploads/. */
export function absoluteImageUrl(reference: string | null | undefined, origin: string): string | undefined {
  const value = reference?.trim();
  if (!value) return undefined;
  if (/^https?:\/\//i.test(value)) return value;
  return value.startsWith('/') ? `${origin}${value}` : `${origin}/uploads/${value}`;
}

// Meta descriptions are cut where search engines cut them anyway.
const summary = (text: string | null | undefined, fallback: string) => {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim() || fallback;
  return flat.length > 200 ? `${flat.slice(0, 197).trimEnd()}...` : flat;
};

/** The metadata of one detail page from the public JSON the catalog answered for it (throws on another shape). */
export function pageMetadata(page: DetailPage, json: unknown, origin: string, path: string): PageMetadata {
  const url = `${origin}${path}`;
  switch (page) {
    case 'product': {
      const product = itemSchemas['product'].parse(json);
      const artist = product.artist?.name ?? BRAND;
      const image = absoluteImageUrl(product.imageUrls[0], origin);
      const description = summary(product.description, `${product.name}, an artist-made piece by ${artist}.`);
      return {
        title: `${product.name} by ${artist}`,
        description,
        url,
        image,
        type: 'product',
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: product.name,
          description,
          ...(image ? { image } : {}),
          brand: { '@type': 'Brand', name: artist },
          offers: {
            '@type': 'Offer',
            price: product.price,
            priceCurrency: 'USD',
            // Held by a checkout: out of stock for now, and it may come back. Otherwise gone for good.
            availability:
              product.quantity > 0
                ? 'https://schema.org/InStock'
                : product.reservedQuantity > 0
                  ? 'https://schema.org/OutOfStock'
                  : 'https://schema.org/SoldOut',
            url,
          },
        },
      };
    }
    case 'coming-soon': {
      const item = itemSchemas['coming-soon'].parse(json);
      const artist = item.artist?.name ?? BRAND;
      return {
        title: `${item.name} by ${artist}`,
        description: summary(item.description, `${item.name}, coming soon from ${artist}.`),
        url,
        image: absoluteImageUrl(item.imageUrls[0], origin),
        type: 'website',
      };
    }
    case 'collection': {
      const collection = itemSchemas['collection'].parse(json);
      return {
        title: `${collection.name} | ${BRAND}`,
        description: summary(collection.description, `The ${collection.name} collection at ${BRAND}.`),
        url,
        image: absoluteImageUrl(collection.coverImageUrl, origin),
        type: 'website',
      };
    }
    case 'artist': {
      const artist = itemSchemas['artist'].parse(json);
      return {
        title: `${artist.name} | ${BRAND}`,
        description: summary(artist.bio ?? artist.specialty, `${artist.name}, an artist at ${BRAND}.`),
        url,
        image: absoluteImageUrl(artist.imageUrl, origin),
        type: 'website',
      };
    }
  }
}

export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** JSON inside <script>: no "</script>" or "<!--" can end or change it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * index.html with the page's title and description in place of the defaults (so the document has
 * one of each, which the web app's own <title> then updates) and the canonical link, Open Graph,
 * Twitter card and JSON-LD added before </head>.
 */
export function injectMetadata(indexHtml: string, meta: PageMetadata): string {
  const attr = escapeHtml;
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${attr(content)}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${attr(content)}" />`;
  const tags = [
    `<link rel="canonical" href="${attr(meta.url)}" />`,
    property('og:type', meta.type),
    property('og:site_name', BRAND),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    ...(meta.image ? [property('og:image', meta.image)] : []),
    named('twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    ...(meta.image ? [named('twitter:image', meta.image)] : []),
    ...(meta.jsonLd ? [`<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>`] : []),
  ];
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, () => named('description', meta.description))
    .replace('</head>', () => `${tags.join('\n    ')}\n  </head>`);
}
