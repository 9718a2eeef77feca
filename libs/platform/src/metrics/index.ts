// Prometheus metrics: one registry per process, the store's series, /metrics for every app.
export * from './registry.js';
export * from './scrape-group.js';
export * from './store-metrics.js';
export * from './metrics-settings.js';
export * from './http-metrics.js';
export * from './request-series.js';
