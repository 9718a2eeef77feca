/**
 * The one rule for request paths, applied by the gateway and by every service before routing:
 * only canonical paths are served. A path with an empty segment (`//`), a dot segment (`.`, `..`),
 * a backslash, or an encoded slash, backslash or dot (`%2F`, `%5C`, `%2E`) is refused with 400
 * everywhere, so no hop can read a path differently from another. Routing itself is
 * case-sensitive and a trailing slash makes a different path (Fastify's defaults, kept on purpose):
 * `/api/artists/` is a 404 at every hop.
 *
 * Returns the reason a path is refused, or undefined when it is canonical.
 */
export function nonCanonicalPathReason(url: string): string | undefined {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!path.startsWith('/')) return 'the path must start with /';
  if (path.includes('\\')) return 'the path must not contain a backslash';
  if (/%(2f|5c|2e)/i.test(path)) return 'the path must not contain an encoded slash, backslash or dot';
  // The first segment of "/" is empty by design; every other segment must have a name.
  const segments = path.slice(1).split('/');
  for (const [index, segment] of segments.entries()) {
    if (segment === '' && !(index === segments.length - 1)) return 'the path must not contain //';
    if (segment === '.' || segment === '..') return 'the path must not contain . or .. segments';
  }
  return undefined;
}
