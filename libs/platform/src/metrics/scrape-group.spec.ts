import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Gauge, Registry } from 'prom-client';
import { ScrapeGroup } from './scrape-group.js';

const setup = () => {
  const registry = new Registry();
  const group = new ScrapeGroup();
  const gauge = new Gauge({
    name: 'test_depth',
    help: 'test',
    labelNames: ['source'],
    registers: [registry],
    collect: () => group.refresh(),
  });
  group.fills(gauge);
  return { registry, group, gauge };
};

describe('ScrapeGroup', () => {
  test('reads every source once per scrape; a failing source loses only its own series', async () => {
    const { registry, group, gauge } = setup();
    let reads = 0;
    group.add(() => {
      reads++;
      gauge.set({ source: 'a' }, 3);
    });
    group.add(async () => {
      throw new Error('database down');
    });
    const text = await registry.metrics();
    assert.match(text, /test_depth\{source="a"\} 3/);
    assert.equal(reads, 1);
  });

  test('a removed source leaves no stale series at the next scrape', async () => {
    const { registry, group, gauge } = setup();
    const remove = group.add(() => gauge.set({ source: 'gone' }, 7));
    assert.match(await registry.metrics(), /source="gone"/);
    remove();
    assert.doesNotMatch(await registry.metrics(), /source="gone"/);
  });
});
