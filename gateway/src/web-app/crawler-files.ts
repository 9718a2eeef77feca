/** /robots.txt: everything but the back office and the API, and where the sitemap is. */
export const robotsTxt = (origin: string) =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

export interface SitemapEntry {
  /** Path of the page, e.g. /product/12. */
  path: string;
  /** ISO-8601 timestamp of the last change, when the catalog knows it. */
  lastmod?: string | null;
}

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** A sitemaps.org urlset of the given pages. */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const date = lastmod && !Number.isNaN(Date.parse(lastmod)) ? new Date(lastmod).toISOString() : undefined;
    return `  <url><loc>${escapeXml(origin + path)}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
