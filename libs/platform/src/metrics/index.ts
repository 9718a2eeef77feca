// Prometheus metrics: one registry per process, the store's series, /metrics on a listener of its own.
export * from './registry.js';
export * from './scrape-group.js';
export * from './store-metrics.js';
export * from './metrics-settings.js';
export * from './http-metrics.js';
export * from './metrics-listener.js';
export * from './request-series.js';
