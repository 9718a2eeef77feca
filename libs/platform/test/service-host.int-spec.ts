// The platform bootstrap (ServiceHost) on the machine's PostgreSQL: it migrates the schema, serves
// the app with the default readiness checks, subscribes the module's event consumers before
// listening, starts the outbox relay and the module's background work once listening, and closes
// everything in the reverse order it was opened.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { type DynamicModule, Inject, Injectable, Module } from '@nestjs/common';
import { pino } from 'pino';
import { type ServiceDependencies, ServiceHost } from '../src/bootstrap/service-host.js';
import { backgroundWork, type EventConsumer, eventConsumers } from '../src/bootstrap/consumers-and-tasks.js';
import type { EventBus } from '../src/events/event-bus.js';
import { HealthController, READINESS_CHECKS, type ReadinessCheck } from '../src/health/health.controller.js';
import { InProcessEventBus } from '../src/events/in-process-event-bus.js';
import type { OutboxRelay } from '../src/events/outbox-relay.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/index.js';
import { pgPool } from '../src/testing/pg-sql-client.js';

const SCHEMA = 'service_host_test';
const MIGRATIONS = fileURLToPath(new URL('../../test/fixtures/event-table-migrations', import.meta.url));
const logger = pino({ level: 'silent' });

const STEPS = Symbol('steps');

/** A consumer and a background work that record what the host does with them. */
@Injectable()
class RecordingConsumer implements EventConsumer {
  constructor(@Inject(STEPS) private readonly steps: string[]) {}
  async subscribe(bus: EventBus) {
    await bus.subscribe({
      consumer: 'things.recording',
      eventTypes: ['things.#'],
      handle: async () => undefined,
    });
    this.steps.push('consumer subscribed');
  }
}

@Injectable()
class RecordingWork {
  constructor(@Inject(STEPS) private readonly steps: string[]) {}
  start() {
    this.steps.push('work started');
  }
  async stop() {
    this.steps.push('work stopped');
  }
}

/** A module that lists no consumers and no background work (the gateway's, admin-media's). */
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

@Module({})
class ThingsModule {
  static forRoot(readinessChecks: ReadinessCheck[], steps: string[]): DynamicModule {
    return {
      module: ThingsModule,
      controllers: [HealthController],
      providers: [
        { provide: READINESS_CHECKS, useValue: readinessChecks },
        { provide: STEPS, useValue: steps },
        ...eventConsumers(RecordingConsumer),
        ...backgroundWork(RecordingWork),
      ],
    };
  }
}

describe('ServiceHost', () => {
  let db: TestDatabase;
  before(async () => {
    db = await createTestDatabase('service_host');
  });
  after(async () => db.drop());

  test('migrates, subscribes consumers, serves with the default checks, starts the relay and work once listening, closes in reverse order', async () => {
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
      ThingsModule.forRoot(service.readinessChecks({ name: 'own', check: async () => undefined }), steps),
      { port: 0, host: '127.0.0.1', beforeListening: async () => void steps.push('before listening') },
    );
    assert.deepEqual(
      steps,
      ['consumer subscribed', 'before listening', 'relay started', 'work started'],
      'consumers subscribe once, before the app listens; background work starts once it listens',
    );

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
    assert.deepEqual(steps.slice(4), ['work stopped', 'opened before serving closed', 'database closed']);
    await assert.rejects(fetch(`${url}/health/live`), 'the app is closed before what it used');
    await service.close(); // a second close finds nothing left to close
    assert.equal(steps.length, 7);
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
    const { url } = await service.serve(HealthOnlyModule.forRoot(service.readinessChecks()), {
      port: 0,
      host: '127.0.0.1',
    });
    assert.equal((await fetch(`${url}/health/ready`)).status, 200, 'a module listing nothing serves as ever');
    await service.close();
  });

  test('a module listing consumers cannot start without a bus', async () => {
    const { service } = await ServiceHost.start(
      'worker',
      { database: db.connection, logger },
      {
        migrationsDir: MIGRATIONS,
        openDatabase: () => ({ schema: SCHEMA, close: async () => undefined }),
      },
    );
    await assert.rejects(
      service.serve(ThingsModule.forRoot(service.readinessChecks(), []), { port: 0, host: '127.0.0.1' }),
      /worker lists event consumers but was started without an event bus/,
    );
    await service.close();
  });
});
