// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { describe, expect, test } from 'vitest';
import { eagerCjsFactories } from './eager-cjs-factories';

/** Builds a tiny client bundle with the real bundler: an ES entry that requires a CommonJS module. */
async function bundleWithCommonJs(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'atelier-eager-cjs-'));
  try {
    await writeFile(
      join(dir, 'legacy.cjs'),
      "exports.name = 'legacy'; exports.shout = (s) => s.toUpperCase();\n",
    );
    await writeFile(
      join(dir, 'main.js'),
      "import legacy from './legacy.cjs';\nglobalThis.result = legacy;\n",
    );
    await build({
      root: dir,
      logLevel: 'silent',
      configFile: false,
      plugins: [eagerCjsFactories()],
      build: { outDir: join(dir, 'out'), minify: false, rollupOptions: { input: join(dir, 'main.js') } },
    });
    const assets = join(dir, 'out/assets');
    const files = await readdir(assets);
    return (await Promise.all(files.map((f) => readFile(join(assets, f), 'utf8')))).join('\n');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

type RenderChunk = (
  this: { error: (message: string) => never },
  code: string,
  chunk: { fileName: string },
) => {
  code: string;
} | null;

function render(code: string): string {
  const hook = eagerCjsFactories().renderChunk as unknown as RenderChunk;
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  return hook.call(context, code, { fileName: 'assets/chunk.js' })?.code ?? code;
}

describe('eagerCjsFactories', () => {
  test('the real bundler`s CommonJS factories become function expressions, and the bundle still runs', async () => {
    const out = await bundleWithCommonJs();
    expect(out).toMatch(/__commonJSMin\(\(function\(exports\) \{/);
    expect(out).not.toMatch(/__commonJSMin\(\(\(/);
    const run = new Function(
      `let globalThis = {}; ${out.replace(/^export .*$/gm, '')}; return globalThis.result;`,
    );
    const legacy = run() as { name: string; shout: (s: string) => string };
    expect(legacy.name).toBe('legacy');
    expect(legacy.shout('hi')).toBe('HI');
  }, 60_000);

  test('a module reading its top-level this gets it as a third parameter (a UMD build): rewritten too', () => {
    const umd = 'var require_umd = __commonJSMin(((exports, module, this$1) => { this$1.x = 1; }));';
    expect(render(umd)).toBe(
      'var require_umd = __commonJSMin((function(exports, module, this$1) { this$1.x = 1; }));',
    );
  });

  test('a factory in a shape it does not know fails the build instead of passing silently', () => {
    const changed = 'var require_a = __commonJSMin(function factory(exports) { exports.a = 1; });';
    expect(() => render(changed)).toThrow(/1 of 1 CommonJS factories are not in the shape/);
  });

  test('a client build where no chunk calls the wrapper fails (the bundler renamed it)', () => {
    const plugin = eagerCjsFactories();
    const fail = {
      error: (message: string): never => {
        throw new Error(message);
      },
    };
    (plugin.buildStart as unknown as (this: unknown) => void).call(fail);
    expect(render('export const x = ((a) => a)(1);')).toBe('export const x = ((a) => a)(1);');
    expect(() =>
      (
        plugin.generateBundle as unknown as (this: typeof fail, o: unknown, b: Rollup.OutputBundle) => void
      ).call(fail, {}, {}),
    ).toThrow(/no chunk calls rolldown's __commonJSMin/);
  });
});
