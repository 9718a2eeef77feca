// The platform bootstrap (ServiceHost) on the machine's PostgreSQL: it migrates the schema, serves
// the app with the default readiness checks, starts the outbox relay once listening, and closes
// everything in the reverse order it was opened.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { type DynamicModule, Module } from '@nestjs/common';
import { pino } from 'pino';
import { type ServiceDependencies, ServiceHost } from '../src/bootstrap/service-host.js';
import { HealthController, READINESS_CHECKS, type ReadinessCheck } from '../src/health/health.controller.js';
import { InProcessEventBus } from '../src/events/in-process-event-bus.js';
import type { OutboxRelay } from '../src/events/outbox-relay.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/index.js';
import { pgPool } from '../src/testing/pg-sql-client.js';

const SCHEMA = 'service_host_test';
const MIGRATIONS = fileURLToPath(new URL('../../test/fixtures/event-table-migrations', import.meta.url));
const logger = pino({ level: 'silent' });

@Module({})
class HealthOnlyModule {
  static forRoot(readinessChecks: ReadinessCheck[]): DynamicModule {
    return {
      module: HealthOnlyModule,
      controllers: [HealthController],
      providers: [{ provide: READINESS_CHECKS, useValue: readinessChecks }],
    };
  }
}

describe('ServiceHost', () => {
  let db: TestDatabase;
  before(async () => {
    db = await createTestDatabase('service_host');
  });
  after(async () => db.drop());

  test('migrates, serves with the default checks, starts the relay once listening, closes in reverse order', async () => {
    const steps: string[] = [];
    const relay = {
      start: () => void steps.push('relay started'),
    } as unknown as OutboxRelay;
    const bus = new InProcessEventBus(logger);
    const { service, db: opened } = await ServiceHost.start(
      'things',
      { database: db.connection, bus, logger },
      {
        migrationsDir: MIGRATIONS,
        openDatabase: () => ({
          schema: SCHEMA,
          relay,
          close: async () => void steps.push('database closed'),
        }),
      },
    );
    assert.equal(opened.schema, SCHEMA);
    const tables = await pgPool(db.connection).query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY 1`,
      [SCHEMA],
    );
    assert.ok(
      tables.rows.some((row) => row.table_name === 'outbox_events'),
      'the schema is migrated first',
    );

    service.onClose(() => steps.push('opened before serving closed'));
    const { url } = await service.serve(
      HealthOnlyModule.forRoot(service.readinessChecks({ name: 'own', check: async () => undefined })),
      { port: 0, host: '127.0.0.1', beforeListening: async () => void steps.push('before listening') },
    );
    assert.deepEqual(steps, ['before listening', 'relay started']);
    service.runs({
      start: () => void steps.push('work started'),
      stop: async () => void steps.push('work stopped'),
    });

    const ready = await fetch(`${url}/health/ready`);
    assert.equal(ready.status, 200);
    const body = (await ready.json()) as { checks: Array<{ name: string; ok: boolean }> };
    assert.deepEqual(
      body.checks.map((check) => [check.name, check.ok]),
      [
        ['database', true],
        ['own', true],
      ],
      'the event bus is not asked: its outage degrades, events wait in the outbox',
    );

    await service.close();
    assert.deepEqual(steps.slice(3), ['work stopped', 'opened before serving closed', 'database closed']);
    await assert.rejects(fetch(`${url}/health/live`), 'the app is closed before what it used');
    await service.close(); // a second close finds nothing left to close
    assert.equal(steps.length, 6);
  });

  test('a service without a bus (the text worker) is ready on its database and its own checks', async () => {
    const deps: ServiceDependencies = { database: db.connection, logger };
    const { service } = await ServiceHost.start('worker', deps, {
      migrationsDir: MIGRATIONS,
      openDatabase: () => ({ schema: SCHEMA, close: async () => undefined }),
    });
    assert.deepEqual(
      service
        .readinessChecks({ name: 'text-queue', check: async () => undefined })
        .map((check) => check.name),
      ['database', 'text-queue'],
    );
    await service.close();
  });
});
