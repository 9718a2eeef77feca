import { describe, expect, test } from 'vitest';
import { eagerCjsFactories } from './eager-cjs-factories';

function run(code: string): string {
  const hook = eagerCjsFactories().renderChunk as (this: unknown, code: string) => { code: string } | null;
  return hook.call({}, code)?.code ?? code;
}

// What rolldown emits for CommonJS modules, before minification (the runtime helper inlined here).
const chunk = `var __commonJSMin = (cb, mod) => () => (mod || cb((mod = { exports: {} }).exports, mod), mod.exports);
var require_a = /* @__PURE__ */ __commonJSMin(((exports) => {
  exports.name = 'a';
}));
var require_b = /* @__PURE__ */ __commonJSMin(((exports, module) => {
  module.exports = { a: require_a().name, shout: (s) => s.toUpperCase() };
}));
result = require_b();`;

describe('eagerCjsFactories', () => {
  test('each CommonJS factory becomes a parenthesised function expression (V8 compiles it with the script)', () => {
    const out = run(chunk);
    expect(out).toContain('__commonJSMin((function(exports) {');
    expect(out).toContain('__commonJSMin((function(exports, module) {');
    expect(out).not.toMatch(/__commonJSMin\(\(\(/);
    // Everything else is left as it was, arrows inside a factory included.
    expect(out).toContain('shout: (s) => s.toUpperCase()');
  });

  test('the rewritten chunk runs as the original does', () => {
    const evaluate = (code: string) => new Function(`let result; ${code}; return result;`)() as unknown;
    const before = evaluate(chunk) as { a: string; shout: (s: string) => string };
    const after = evaluate(run(chunk)) as typeof before;
    expect(after.a).toBe(before.a);
    expect(after.shout('hi')).toBe('HI');
  });

  test('a chunk without CommonJS modules is left alone', () => {
    expect(run('export const x = ((a) => a)(1);')).toBe('export const x = ((a) => a)(1);');
  });
});
