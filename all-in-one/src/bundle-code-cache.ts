// Loads the all-in-one bundle (rolldown.config.mjs) with V8's code cache: a start compiles the
// bundle's ~10 MB of JavaScript from bytecode saved by an earlier start instead of from source,
// about 0.6 s less CPU per start on the 2-core machine (bench/start-and-memory.bench.mjs).
//
// Hand-written because nothing that fits exists for Node 20: `module.enableCompileCache()` arrived in
// Node 22.1, and v8-compile-cache (the library for CommonJS) loses the dynamic-import callback, so
// every `import()` in a cached module throws. Node 20 loses that callback for any script compiled
// from cached data; the build therefore rewrites the bundle's `import()` calls (which only remain for
// packages outside the bundle) into calls of `__atelierImport`, defined below in this normally
// compiled module.
//
// The cache sits in the bundle's folder, which the build empties, and the build saves it once
// (scripts/warm-bundle-code-cache.mjs). V8 refuses cached data from another V8 version or other
// flags, and the file is then compiled from source and its cache saved again.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

export interface CodeCachedBundle {
  /** Requires a file of the bundle (a path relative to its folder). */
  require(path: string): unknown;
  /** Writes the cache of every file compiled without a usable one; call it once the store is ready. */
  saveCodeCache(): void;
  /** The bundle's files compiled so far, by where their code came from. */
  compiled(): { fromCache: string[]; fromSource: string[] };
}

/** Node's CommonJS module, with the one internal method the cache replaces. */
interface CompilingModule {
  exports: unknown;
  require(id: string): unknown;
  _compile(content: string, filename: string): unknown;
}

/** The bundle's dynamic imports of external packages (rolldown.config.mjs). */
(globalThis as { __atelierImport?: unknown }).__atelierImport = (
  specifier: string,
  options?: ImportCallOptions,
) => import(specifier, options);

export function loadBundleWithCodeCache(bundleUrl: URL): CodeCachedBundle {
  const bundleDir = fileURLToPath(bundleUrl);
  const cacheDir = join(bundleDir, '.code-cache');
  const toSave: { script: vm.Script; file: string }[] = [];
  const compiled = { fromCache: [] as string[], fromSource: [] as string[] };

  const moduleProto = Module.prototype as unknown as CompilingModule;
  const compile = moduleProto._compile;
  moduleProto._compile = function compileWithCache(this: CompilingModule, content, filename) {
    if (!filename.startsWith(bundleDir)) return compile.call(this, content, filename);
    // V8 checks only the source's length: the file's size and modification time (in ns) name the
    // cache, so an edited file never runs the bytecode of what it was before. (Hashing the 10 MB
    // of source instead cost ~50 ms per start.) A copy with new times just saves its cache again.
    const { size, mtimeNs } = statSync(filename, { bigint: true });
    const file = join(cacheDir, `${basename(filename)}.${size}.${mtimeNs}.v8`);
    const cachedData = readIfPresent(file);
    const script = new vm.Script(Module.wrap(content), { filename, cachedData });
    const fromCache = cachedData !== undefined && script.cachedDataRejected !== true;
    compiled[fromCache ? 'fromCache' : 'fromSource'].push(basename(filename));
    if (!fromCache) toSave.push({ script, file });
    const moduleRequire = createRequire(filename);
    const run = script.runInThisContext() as (...args: unknown[]) => unknown;
    return run.call(this.exports, this.exports, moduleRequire, this, filename, dirname(filename));
  };

  const bundleRequire = createRequire(bundleUrl);
  return {
    require: (path) => bundleRequire(path),
    saveCodeCache() {
      try {
        mkdirSync(cacheDir, { recursive: true });
        for (const { script, file } of toSave.splice(0)) {
          // Written aside and renamed: stores starting at the same time never read half a file.
          const partial = `${file}.${process.pid}.partial`;
          writeFileSync(partial, script.createCachedData());
          renameSync(partial, file);
        }
      } catch (error) {
        // A read-only build (an image, say): every start compiles from source, as without the cache.
        process.emitWarning(`the bundle's code cache was not saved: ${(error as Error).message}`);
      }
    },
    compiled: () => ({ fromCache: [...compiled.fromCache], fromSource: [...compiled.fromSource] }),
  };
}

function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}
