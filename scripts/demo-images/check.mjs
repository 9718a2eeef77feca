// Verifies that every /demo/...webp image the demo catalog and the demo hero media name exists at
// all three widths, so the seeded store never shows a broken image.

import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CATALOG, HERO_MEDIA, OUT, ROOT, WIDTHS } from './paths.mjs';

/**
 * URLs named in demo-catalog.ts, literal or through its productImages()/comingSoonImages() helpers,
 * and in demo-hero-media.ts (literal).
 */
async function catalogUrls() {
  const src = await readFile(CATALOG, 'utf8');
  const heroSrc = await readFile(HERO_MEDIA, 'utf8');
  const urls = new Set([src, heroSrc].flatMap((text) => text.match(/\/demo\/[a-z0-9\-/]+\.webp/g) ?? []));
  const helpers = { productImages: 'products', comingSoonImages: 'coming-soon' };
  for (const [helper, folder] of Object.entries(helpers))
    for (const m of src.matchAll(new RegExp(`${helper}\\('([a-z0-9-]+)'(?:, (\\d+))?\\)`, 'g')))
      for (let n = 1; n <= Number(m[2] ?? 2); n++) urls.add(`/demo/${folder}/${m[1]}-${n}-960.webp`);
  return urls;
}

export async function check() {
  const urls = await catalogUrls();
  const missing = [];
  let checked = 0;
  for (const url of urls) {
    const m = /^\/demo\/(.+)-(480|960|1600)\.webp$/.exec(url);
    if (!m) {
      missing.push(`${url} (does not end in -480/-960/-1600.webp)`);
      continue;
    }
    for (const w of WIDTHS) {
      const file = join(OUT, `${m[1]}-${w}.webp`);
      checked++;
      try {
        await access(file);
      } catch {
        missing.push(file.slice(ROOT.length + 1));
      }
    }
  }
  if (missing.length) {
    console.error(`demo image check FAILED: ${missing.length} missing:\n  ${missing.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`demo image check ok: ${urls.size} URLs, ${checked} files present`);
}
