/**
 * Tables every service with events needs, shipped once from here instead of being copied into each
 * service's migrations. A service opts in by listing the set in `platform-migrations.json` beside
 * its own migrations (see readMigrations). The SQL is unqualified: the runner applies it with
 * search_path set to the service's schema, and records it in that schema's `_prisma_migrations`
 * under the name below, like any other migration. Applied migrations never change; new ones are
 * added with a later timestamp.
 */
export const platformMigrationSets = {
  events: [
    {
      name: '20261122115900_platform_event_tables',
      sql: `-- libs/platform: the transactional outbox and the consumers' inbox (see docs/architecture.md).

-- Domain events written in the same transaction as the change; the relay publishes them in order
-- per aggregate. A relay claims rows for a lease (claimed_by, claimed_until) and publishes them
-- outside any transaction; a crashed relay's rows are taken over once its lease has expired.
CREATE TABLE "outbox_events" (
    "position" BIGSERIAL NOT NULL,
    "id" UUID NOT NULL,
    "aggregate" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "payload" JSONB NOT NULL,
    "request_id" TEXT,
    "occurred_at" TIMESTAMPTZ(3) NOT NULL,
    "published_at" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "claimed_by" TEXT,
    "claimed_until" TIMESTAMPTZ(3),

    CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("position")
);

CREATE UNIQUE INDEX "outbox_events_id_key" ON "outbox_events"("id");

-- The relay scans only unpublished rows, per aggregate in order.
CREATE INDEX "outbox_events_unpublished_idx" ON "outbox_events"("aggregate", "position") WHERE "published_at" IS NULL;

-- One row per (consumer, event) handled, written in the handler's transaction (handleEventOnce).
CREATE TABLE "inbox_events" (
    "consumer" TEXT NOT NULL,
    "event_id" UUID NOT NULL,
    "event_type" TEXT NOT NULL,
    "handled_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "inbox_events_pkey" PRIMARY KEY ("consumer", "event_id")
);
`,
    },
    {
      name: '20261125140000_platform_outbox_trace_parent',
      sql: `-- libs/platform: the W3C traceparent of the request that wrote each outbox row, so the relay
-- publishes the event in that request's trace (NULL when tracing is off).
ALTER TABLE "outbox_events" ADD COLUMN "trace_parent" TEXT;
`,
    },
  ],
} as const satisfies Record<string, ReadonlyArray<{ name: string; sql: string }>>;

export type PlatformMigrationSet = keyof typeof platformMigrationSets;
