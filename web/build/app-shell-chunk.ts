import type { Plugin } from 'vite';

/** A module id as the bundler gives it, and whether a chunk group captures it. */
type ModuleTest = (id: string) => boolean;

/**
 * One chunk for the app's shell: every module `entry` (src/main.tsx) imports statically, directly or
 * through others. Every page loads them with the app, yet the bundler gave each set of lazy pages
 * that shares some of them a small chunk of its own. The cause is main.tsx's top-level await (it
 * waits for react-dom's client, loaded apart so that its start runs in a task of its own): Rolldown
 * then no longer merges into the entry the modules it has already loaded (rolldown issues #8935 and
 * #10632, open; Rollup does). A first visit fetched 34 JavaScript files on the home page and 44-49
 * on the other page kinds, most of a few hundred bytes, each one more task on the browser's main
 * thread after the page has painted; with this chunk, 6 and 15-19. (Without the top-level await,
 * 15 and 25-29 were left, and react-dom's start joined the app's evaluation.)
 *
 * The plugin records the entry's static import closure once the module graph is complete
 * (`buildEnd`, before chunks are made); `test` answers from that record, for a chunk group in
 * vite.config.ts. Only the closure is captured, and it is closed under static imports, so the group
 * pulls in nothing the entry would not load anyway: a lazy page's own modules and dependencies (the
 * admin's among them) stay in their chunks. Hand-written: the bundler's chunk groups select modules
 * by id only, and no option of its automatic splitting does this merge.
 */
export function appShellChunk(entry: string): { plugin: Plugin; test: ModuleTest } {
  const closure = new Set<string>();
  const plugin: Plugin = {
    name: 'atelier-app-shell-chunk',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    buildEnd() {
      closure.clear();
      const pending = [...this.getModuleIds()].filter((id) => id === entry);
      if (pending.length === 0) this.error(`app-shell-chunk: the entry ${entry} is not in the module graph`);
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (closure.has(id)) continue;
        closure.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, test: (id) => closure.has(id) };
}
