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
 *
 * It rewrites a bundler internal, so it must never stop working silently: a chunk that calls the
 * wrapper in a shape this does not recognise, or a client build that calls it nowhere (rolldown
 * renamed it), fails the build, saying what to do.
 */
// A module that reads its top-level `this` (openseadragon's UMD) gets it as a third parameter.
const FACTORY = /\b(__commonJSMin\(\()\(([\w$]+(?:,\s*[\w$]+){0,2})\)\s*=>\s*\{/g;
const WRAPPER_CALL = /\b__commonJSMin\(/g;
const UPDATE = 'update web/build/eager-cjs-factories.ts to the bundler`s new output, or remove the plugin';

export function eagerCjsFactories(): Plugin {
  let rewritten = 0;
  return {
    name: 'atelier-eager-cjs-factories',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    buildStart() {
      rewritten = 0;
    },
    renderChunk(code, chunk) {
      const calls = code.match(WRAPPER_CALL)?.length ?? 0;
      if (calls === 0) return null;
      const factories = code.match(FACTORY)?.length ?? 0;
      if (factories < calls)
        this.error(
          `${chunk.fileName}: ${calls - factories} of ${calls} CommonJS factories are not in the shape ` +
            `__commonJSMin(((exports, module) => {...})): ${UPDATE}`,
        );
      rewritten += factories;
      return { code: code.replace(FACTORY, '$1function($2) {'), map: null };
    },
    generateBundle() {
      if (rewritten === 0)
        this.error(`no chunk calls rolldown's __commonJSMin (react-dom is CommonJS): ${UPDATE}`);
    },
  };
}
