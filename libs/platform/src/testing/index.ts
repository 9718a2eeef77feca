// Helpers for the services' integration tests (real PostgreSQL and RabbitMQ). Not for app code.
export * from './test-database.js';
export * from './prisma-schema-agreement.js';
export * from './pg-sql-client.js';
export * from './schema-agreement-check.js';
export * from './test-broker.js';
export * from './tcp-proxy.js';
export * from './metrics-scrape.js';
export * from './sse-client.js';
export * from './own-redis.js';
export * from './subscriptions-recorder.js';
