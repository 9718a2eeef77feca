import { createHash } from 'node:crypto';
import { CACHE_CONTROL } from '@atelier/platform';

/**
 * A strong ETag of the body bytes: the quoted base64url SHA-1 (27 characters). SHA-1 is not used for
 * security here, only as a fast, well-distributed fingerprint; the same bytes give the same tag on
 * every instance, so a CDN or browser can revalidate against any gateway.
 */
export function strongEtag(body: Uint8Array | string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** The entity-tags of an If-None-Match (or If-Match) value: `*`, or each tag as it was sent. */
export function parseEntityTags(value: string): '*' | string[] {
  if (value.trim() === '*') return '*';
  // entity-tag = [ "W/" ] DQUOTE *etagc DQUOTE, where etagc excludes only DQUOTE, spaces and
  // controls: a comma may sit inside a tag, so the list is tokenised by tags, not split on commas.
  return [...value.matchAll(/(?:W\/)?"[\x21\x23-\x7e\x80-\xff]*"/g)].map((m) => m[0]);
}

const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/**
 * RFC 9110 section 13.1.2: does If-None-Match match the current representation's ETag? Weak
 * comparison (a `W/` prefix on either side is ignored); `*` matches any current representation.
 * A match means: answer 304 Not Modified to GET and HEAD. An absent or unparsable header never matches.
 */
export function ifNoneMatchMatches(
  ifNoneMatch: string | undefined,
  currentEtag: string | undefined,
): boolean {
  if (ifNoneMatch === undefined || currentEtag === undefined) return false;
  // The usual case, a browser or CDN sending back the one tag it stored: no parsing.
  if (ifNoneMatch === currentEtag) return true;
  const tags = parseEntityTags(ifNoneMatch);
  if (tags === '*') return true;
  const current = opaque(currentEtag);
  return tags.some((tag) => opaque(tag) === current);
}

const HASHED_ASSET_DIR = 'assets/';

/**
 * Cache-Control of one file of the built web app, by its path relative to web/dist (forward
 * slashes). Vite writes only content-hashed files to `assets/` (its default assetsDir); everything
 * else (index.html, files copied from web/public such as the demo images) keeps its name across
 * builds, so it is revalidated on every use. `.br` and `.gz` copies (web/build/precompress.ts) follow
 * their original.
 */
export function cacheControlForWebFile(relativePath: string): string {
  // A precompressed copy (index.html.br) is cached like the file it stands for.
  const path = relativePath.replace(/^\/+/, '').replace(/\.(br|gz)$/, '');
  if (path.startsWith(HASHED_ASSET_DIR)) return CACHE_CONTROL.immutableAsset;
  if (path === 'index.html' || path.endsWith('.html')) return CACHE_CONTROL.htmlEntry;
  return CACHE_CONTROL.publicRead;
}

/** A public read ready to send: status, headers and the body (none for 304 and HEAD). */
export interface PublicReadAnswer {
  statusCode: 200 | 304;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

/**
 * How to answer a public GET or HEAD whose current representation is `representation`, from the
 * edge cache or freshly fetched: 304 with no body when If-None-Match matches, else 200 with the bytes
 * (headers only for HEAD). Both carry the ETag and the public-read Cache-Control (RFC 9110 15.4.5:
 * a 304 repeats the ETag and Cache-Control a 200 would have had).
 */
export function publicReadAnswer(
  request: { method: string; ifNoneMatch: string | undefined },
  representation: { body: Buffer; contentType: string; etag: string },
): PublicReadAnswer {
  const headers: Record<string, string> = {
    etag: representation.etag,
    'cache-control': CACHE_CONTROL.publicRead,
  };
  if (ifNoneMatchMatches(request.ifNoneMatch, representation.etag))
    return { statusCode: 304, headers, body: undefined };
  headers['content-type'] = representation.contentType;
  headers['content-length'] = String(representation.body.length);
  return {
    statusCode: 200,
    headers,
    body: request.method.toUpperCase() === 'HEAD' ? undefined : representation.body,
  };
}
