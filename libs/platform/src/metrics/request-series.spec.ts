import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Registry } from 'prom-client';
import { sampleSum } from '../testing/metrics-scrape.js';
import { RequestSeries } from './request-series.js';

test('RequestSeries: a counter and a cumulative histogram in the text format, labels escaped', async () => {
  const registry = new Registry();
  const series = new RequestSeries(
    { requests: 'test_requests_total', duration: 'test_duration_seconds' },
    { requests: 'requests', duration: 'duration' },
    [0.1, 1],
  );
  registry.registerMetric(series.requestsMetric());
  registry.registerMetric(series.durationMetric());
  series.record('gateway', 'GET', '/api/things/:id', '200', 0.05);
  series.record('gateway', 'GET', '/api/things/:id', '200', 0.5);
  series.record('gateway', 'GET', '/api/things/:id', '200', 3);
  series.record('gateway', 'GET', '/odd"route', '404', 0.1);
  const text = await registry.metrics();
  assert.match(text, /# TYPE test_requests_total counter/);
  assert.match(text, /# TYPE test_duration_seconds histogram/);
  const route = { service: 'gateway', route: '/api/things/:id', status: '200' };
  assert.equal(sampleSum(text, 'test_requests_total', route), 3);
  assert.equal(sampleSum(text, 'test_duration_seconds_bucket', { ...route, le: '0.1' }), 1);
  assert.equal(sampleSum(text, 'test_duration_seconds_bucket', { ...route, le: '1' }), 2);
  assert.equal(sampleSum(text, 'test_duration_seconds_bucket', { ...route, le: '+Inf' }), 3);
  assert.equal(sampleSum(text, 'test_duration_seconds_count', route), 3);
  assert.equal(sampleSum(text, 'test_duration_seconds_sum', route), 3.55);
  // A bound is inclusive (le): 0.1 s falls in the 0.1 bucket.
  assert.equal(sampleSum(text, 'test_duration_seconds_bucket', { route: '/odd"route', le: '0.1' }), 1);
  assert.match(text, /route="\/odd\\"route"/);
});
