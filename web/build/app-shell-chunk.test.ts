// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { build, type Rolldown } from 'vite';
import { appShellChunk } from './app-shell-chunk';

// The app's shape in small: an entry that loads main lazily (as boot.ts does), main importing a
// shared module statically and awaiting at its top level (as main.tsx awaits react-dom's client),
// two lazy pages importing the shared module too, and a module only the pages share.
const dir = mkdtempSync(join(tmpdir(), 'app-shell-chunk-'));
const files = {
  'boot.js': `import('./main.js');`,
  'main.js': `import { shared } from './shared.js';
export const pages = [() => import('./page-a.js'), () => import('./page-b.js')];
console.log(shared);
await Promise.resolve();`,
  'shared.js': `export const shared = String(Date.now());`,
  'page-a.js': `import { shared } from './shared.js';
import { pagesOnly } from './pages-only.js';
export default shared + pagesOnly + 'a';`,
  'page-b.js': `import { shared } from './shared.js';
import { pagesOnly } from './pages-only.js';
export default shared + pagesOnly + 'b';`,
  'pages-only.js': `export const pagesOnly = String(Math.random());`,
};
for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The chunks a build of the fixture gives: file name -> the fixture files it holds. */
async function chunks(withAppShell: boolean): Promise<Map<string, string[]>> {
  const appShell = appShellChunk(join(dir, 'main.js'));
  const result = (await build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    plugins: withAppShell ? [appShell.plugin] : [],
    build: {
      write: false,
      minify: false,
      modulePreload: false,
      rolldownOptions: {
        input: join(dir, 'boot.js'),
        output: withAppShell ? { codeSplitting: { groups: [{ name: 'app', test: appShell.test }] } } : {},
      },
    },
  })) as Rolldown.RolldownOutput;
  const byChunk = new Map<string, string[]>();
  for (const item of result.output)
    if (item.type === 'chunk')
      byChunk.set(
        item.fileName,
        item.moduleIds.filter((id) => id.startsWith(dir)).map((id) => id.slice(dir.length + 1)),
      );
  return byChunk;
}

const chunkOf = (byChunk: Map<string, string[]>, file: string) =>
  [...byChunk].find(([, modules]) => modules.includes(file))?.[0];

describe('appShellChunk', () => {
  test("without it, a module main has already loaded gets a chunk of its own (the bundler's behaviour it works around; if this fails, the plugin may go)", async () => {
    const byChunk = await chunks(false);
    expect(byChunk.get(chunkOf(byChunk, 'shared.js')!)).toEqual(['shared.js']);
  });

  test("main's static imports join main in one chunk; what only the lazy pages share stays out of it", async () => {
    const byChunk = await chunks(true);
    const app = chunkOf(byChunk, 'main.js');
    expect(chunkOf(byChunk, 'shared.js')).toBe(app);
    expect(app).toMatch(/^assets\/app-/);
    const pagesOnly = chunkOf(byChunk, 'pages-only.js');
    expect(pagesOnly).not.toBe(app);
    expect(byChunk.get(pagesOnly!)).not.toContain('shared.js');
    expect(chunkOf(byChunk, 'page-a.js')).not.toBe(app);
  });

  test('the build stops when the entry is not in the module graph', async () => {
    const appShell = appShellChunk(join(dir, 'missing.js'));
    await expect(
      build({
        configFile: false,
        root: dir,
        logLevel: 'silent',
        plugins: [appShell.plugin],
        build: { write: false, rolldownOptions: { input: join(dir, 'boot.js') } },
      }),
    ).rejects.toThrow(/missing\.js is not in the module graph/);
  });
});
