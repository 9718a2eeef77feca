import type { Plugin } from 'vite';

/**
 * Marks each CommonJS module's factory in the client build for eager compilation. Rolldown wraps a
 * CommonJS module (react, react-dom, scheduler) as `__commonJSMin(((exports, module) => { ... }))`.
 * V8 compiles an arrow function's body only when it is first called, on the main thread, while a
 * function expression in parentheses is compiled with the script, which Chromium does off the main
 * thread as the file streams in. react-dom's factory runs as the app starts, so its 144 KB were
 * compiled in the middle of the page's largest task: 190-300 ms at a phone's 4x slower CPU, 60-160
 * ms as `(function (exports, module) { ... })` (long-animation-frame entries on the artist and
 * product pages, bench/README.md). The two forms differ only in `this` and `arguments`: the wrapper
 * calls a factory plainly in a strict-mode chunk, so `this` is undefined in both, and an arrow
 * factory reading `arguments` would already have thrown. Hand-written: one replacement on
 * rolldown's own wrapper, made before minification renames it.
 */
const FACTORY = /\b(__commonJSMin\(\()\(([\w$]+(?:,\s*[\w$]+)?)\)\s*=>\s*\{/g;

export function eagerCjsFactories(): Plugin {
  return {
    name: 'atelier-eager-cjs-factories',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    renderChunk(code) {
      if (!code.includes('__commonJSMin((')) return null;
      return { code: code.replace(FACTORY, '$1function($2) {'), map: null };
    },
  };
}
