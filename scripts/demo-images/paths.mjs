// Where the images go (the web app serves web/public as its root) and how they are encoded.

import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const OUT = join(ROOT, 'web/public/demo');
export const CATALOG = join(ROOT, 'services/catalog/src/seed/demo-catalog.ts');
export const HERO_MEDIA = join(ROOT, 'services/admin-media/src/seed/demo-hero-media.ts');
export const FOLDERS = ['artists', 'portfolio', 'collections', 'heroes', 'products', 'coming-soon'];
export const WIDTHS = [480, 960, 1600];
export const WEBP = { quality: 78, effort: 5 };
