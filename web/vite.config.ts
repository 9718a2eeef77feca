import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { appShellChunk } from './build/app-shell-chunk';
import { eagerCjsFactories } from './build/eager-cjs-factories';
import { inlineCss } from './build/inline-css';
import { lowPriorityEntry } from './build/low-priority-entry';
import { precompress } from './build/precompress';

// The all-in-one server (or the gateway) answers /api and /uploads; in dev we proxy to it.
const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

const appShell = appShellChunk(fileURLToPath(new URL('./src/main.tsx', import.meta.url)));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    inlineCss(),
    lowPriorityEntry(),
    eagerCjsFactories(),
    appShell.plugin,
    precompress(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    // @atelier/contracts imports zod too: one copy keeps schemas and instanceof checks consistent.
    dedupe: ['zod', 'react', 'react-dom'],
  },
  server: {
    proxy: { '/api': apiTarget, '/uploads': apiTarget, '/demo': apiTarget },
  },
  // The server render (entry-server.tsx, run by the gateway) is one self-contained file: the
  // gateway's process resolves none of the web app's dependencies.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    // The server render is minified too: the gateway keeps its whole source in memory (V8 holds a
    // module's source for lazy compilation) and compiles it at every start.
    minify: true,
    emptyOutDir: true,
    // One stylesheet for the whole app, inlined into index.html (build/inline-css.ts): no chunk
    // then lists a CSS file of its own among the files it loads.
    cssCodeSplit: false,
    // No preload helper: for each lazy import it appended a <link rel=modulepreload> per chunk the
    // import needs, and on a first visit the app's start (14 links) took a 125-260 ms task at a
    // phone's 4x slower CPU, the largest one left after the page painted. Without it the browser
    // finds a chunk's imports when the chunk arrives: one round trip later, on a page already shown.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Framework code changes rarely: its own chunk stays cached across app deploys (it is
        // chosen first). The app's shell, all that main.tsx imports, is one chunk
        // (build/app-shell-chunk.ts). Other dependencies stay with their importers, so admin-only
        // ones (the dialog) load with admin.
        codeSplitting: isSsrBuild
          ? false
          : {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  priority: 2,
                },
                { name: 'app', test: appShell.test, priority: 1 },
              ],
            },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    restoreMocks: true,
    // Vitest's default is one worker less than the cores: one on the 2-core CI machine, where the
    // suite runs alone. Two files at a time keep both cores busy (each file's jsdom and imports
    // cost ~2 s of set-up, much of it waiting on the file system).
    maxWorkers: 2,
    // The machine is shared (CI runs builds beside the tests): a slow test is not a failing one.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
}));
