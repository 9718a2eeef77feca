import { preload } from 'react-dom';
import cormorantItalic from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-400-italic.woff2?url';
import cormorantRegular from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-400-normal.woff2?url';
import cormorantMedium from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2?url';
import inter from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/**
 * Preloads of the Latin font files a page paints with (fonts.css says why: Chrome holds the first
 * paint briefly for them, so the page is laid out once, in its fonts, instead of once per font).
 * React puts them in the server-rendered <head>, ahead of the inline stylesheet, so the browser asks
 * for them with the HTML's first bytes rather than at the first layout. The URLs are the same hashed
 * files fonts.css's @font-face rules name (Vite emits one file per font).
 */
function preloadFont(href: string) {
  // Fonts are always fetched in CORS mode: a preload without crossOrigin would be fetched twice.
  preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
}

/** Every page's: Inter for the text, Cormorant for headings and the footer's italic tagline. */
export function preloadPageFonts() {
  preloadFont(inter);
  preloadFont(cormorantRegular);
  preloadFont(cormorantItalic);
}

/** The home hero's headline, the one Cormorant 500 text. */
export function preloadHeroFont() {
  preloadFont(cormorantMedium);
}
