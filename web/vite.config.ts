import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

// vitest 5 targets Node 22+; on this Node 20 machine its failure reporter calls Map.groupBy
// (Node 21+). Polyfill it in the main process so a failing test reports instead of crashing.
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value: <T, K>(items: Iterable<T>, keyOf: (item: T, index: number) => K) => {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const key = keyOf(item, index++);
        const group = groups.get(key);
        if (group) group.push(item);
        else groups.set(key, [item]);
      }
      return groups;
    },
  });
}

// The all-in-one server (or the gateway) answers /api and /uploads; in dev we proxy to it.
const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    // @atelier/contracts imports zod too: one copy keeps schemas and instanceof checks consistent.
    dedupe: ['zod', 'react', 'react-dom'],
  },
  server: {
    proxy: { '/api': apiTarget, '/uploads': apiTarget, '/demo': apiTarget },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Framework code changes rarely: its own chunk stays cached across app deploys. Other
        // dependencies stay with their importers, so admin-only ones (the dialog) load with admin.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    restoreMocks: true,
  },
});
