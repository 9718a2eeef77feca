// Public API payloads, event payloads and routing keys shared by web, gateway and services.
// Shapes only: no framework code lives here.
export * from './common/optional-fields.js';
export * from './common/api-error.js';
export * from './artists/artist.schema.js';
export * from './collections/collection.schema.js';
export * from './products/product.schema.js';
export * from './coming-soon/coming-soon-item.schema.js';
export * from './auth/admin-session.schema.js';
export * from './events/event-envelope.js';
export * from './events/catalog/artist-created.event.js';
export * from './events/catalog/artist-updated.event.js';
export * from './events/catalog/artist-deleted.event.js';
export * from './events/catalog/collection-created.event.js';
export * from './events/catalog/collection-updated.event.js';
export * from './events/catalog/collection-deleted.event.js';
export * from './events/public-reads.js';
