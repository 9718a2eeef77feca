import type { Plugin } from 'vite';

/**
 * Marks index.html's entry script `fetchpriority="low"`. The entry (src/boot.ts, ~1.5 KB) only waits
 * for the server-rendered page to paint before it loads the app, so it must not compete with what
 * that paint needs: the page's largest image and its fonts, which the browser fetches at high
 * priority. Vite writes the built entry's <script> tag itself and drops attributes index.html gave
 * the source's tag, so the attribute is added to the built one. Hand-written: one replacement.
 */
export function lowPriorityEntry(): Plugin {
  return {
    name: 'atelier-low-priority-entry',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') return;
      html.source = html.source.replace(
        /<script type="module"(?![^>]*fetchpriority)([^>]*)>/g,
        '<script type="module" fetchpriority="low"$1>',
      );
    },
  };
}
