import type { OutputBundle } from 'rolldown';
import { describe, expect, test } from 'vitest';
import { inlineCss } from './inline-css';

const asset = (fileName: string, source: string) =>
  ({ type: 'asset', fileName, source, names: [], originalFileNames: [], needsCodeReference: false }) as const;

function run(bundle: Record<string, unknown>) {
  const plugin = inlineCss();
  const hook = plugin.generateBundle as (this: unknown, options: unknown, bundle: OutputBundle) => void;
  hook.call({}, {}, bundle as OutputBundle);
  return bundle;
}

describe('inlineCss', () => {
  test("replaces the entry's stylesheet link with its CSS and drops the file", () => {
    const bundle = run({
      'index.html': asset(
        'index.html',
        '<head><link rel="stylesheet" crossorigin href="/assets/index-Ab12.css"></head><body></body>',
      ),
      'assets/index-Ab12.css': asset('assets/index-Ab12.css', 'body{color:#1c1a17}'),
    });
    expect((bundle['index.html'] as { source: string }).source).toBe(
      '<head><style>body{color:#1c1a17}</style></head><body></body>',
    );
    expect(bundle['assets/index-Ab12.css']).toBeUndefined();
  });

  test('a stylesheet cannot close the <style> element early', () => {
    const bundle = run({
      'index.html': asset('index.html', '<link rel="stylesheet" href="/assets/a.css">'),
      'assets/a.css': asset('assets/a.css', 'a::after{content:"</style><script>"}'),
    });
    expect((bundle['index.html'] as { source: string }).source).toBe(
      '<style>a::after{content:"<\\/style><script>"}</style>',
    );
  });

  test('leaves CSS that index.html does not link (a lazy chunk) where it is', () => {
    const bundle = run({
      'index.html': asset('index.html', '<p>no styles</p>'),
      'assets/admin.css': asset('assets/admin.css', 'p{}'),
    });
    expect(bundle['assets/admin.css']).toBeDefined();
  });
});
