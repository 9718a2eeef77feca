import type { OutputBundle } from 'rolldown';
import { describe, expect, test } from 'vitest';
import { lowPriorityEntry } from './low-priority-entry';

const html = (source: string) =>
  ({
    'index.html': {
      type: 'asset',
      fileName: 'index.html',
      source,
      names: [],
      originalFileNames: [],
      needsCodeReference: false,
    },
  }) as const;

function run(source: string) {
  const bundle = html(source) as unknown as OutputBundle;
  const hook = lowPriorityEntry().generateBundle as (this: unknown, o: unknown, b: OutputBundle) => void;
  hook.call({}, {}, bundle);
  return (bundle['index.html'] as { source: string }).source;
}

describe('lowPriorityEntry', () => {
  test("the built entry's module script asks for low priority", () => {
    expect(run('<head><script type="module" crossorigin src="/assets/index-Ab12.js"></script></head>')).toBe(
      '<head><script type="module" fetchpriority="low" crossorigin src="/assets/index-Ab12.js"></script></head>',
    );
  });

  test('a script that sets its own priority, and other scripts, are left as they are', () => {
    const source =
      '<script type="module" fetchpriority="high" src="/a.js"></script><script type="application/json">{}</script>';
    expect(run(source)).toBe(source);
  });
});
