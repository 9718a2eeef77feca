// Tracing, importable before anything else (@atelier/platform/tracing): this entry loads no Nest,
// Fastify, pg or amqplib, so a process can start the SDK before the packages it instruments load.
export * from './start-tracing.js';
export * from './trace-context.js';
