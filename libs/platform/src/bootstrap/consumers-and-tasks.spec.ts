import assert from 'node:assert/strict';
import { test } from 'node:test';
import 'reflect-metadata';
import { type DynamicModule, Inject, Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { pino } from 'pino';
import type { EventBus, EventSubscription } from '../events/event-bus.js';
import { PeriodicTask } from '../async/periodic-task.js';
import {
  BACKGROUND_WORK,
  type BackgroundWork,
  EVENT_CONSUMERS,
  type EventConsumer,
  SERVICE_LOGGER,
  backgroundWork,
  eventConsumers,
} from './consumers-and-tasks.js';

const logger = pino({ level: 'silent' });
const INTERVAL_MS = Symbol('interval');

/** A repository-like dependency the consumer and the task are given by Nest. */
@Injectable()
class Counter {
  handled = 0;
  passes = 0;
}

@Injectable()
class CountingConsumer implements EventConsumer {
  constructor(private readonly counter: Counter) {}
  async subscribe(bus: EventBus) {
    await bus.subscribe({
      consumer: 'things.counting',
      eventTypes: ['things.counted'],
      handle: async () => void this.counter.handled++,
    });
  }
}

@Injectable()
class CountingTask extends PeriodicTask<number> {
  constructor(
    counter: Counter,
    @Inject(SERVICE_LOGGER) logger: pino.Logger,
    @Inject(INTERVAL_MS) intervalMs: number,
  ) {
    super({ name: 'counting pass', intervalMs, logger, pass: async () => ++counter.passes });
  }
}

@Module({})
class CountingModule {
  static forRoot(intervalMs: number): DynamicModule {
    return {
      module: CountingModule,
      providers: [
        Counter,
        { provide: SERVICE_LOGGER, useValue: logger },
        { provide: INTERVAL_MS, useValue: intervalMs },
        ...eventConsumers(CountingConsumer),
        ...backgroundWork(CountingTask),
      ],
    };
  }
}

test('the lists hold the very providers Nest made, with their dependencies and the module options injected', async () => {
  const app = await NestFactory.createApplicationContext(CountingModule.forRoot(1_000), { logger: false });
  const consumers = app.get<EventConsumer[]>(EVENT_CONSUMERS);
  const work = app.get<BackgroundWork[]>(BACKGROUND_WORK);
  assert.deepEqual(consumers, [app.get(CountingConsumer)]);
  assert.deepEqual(work, [app.get(CountingTask)]);

  const subscriptions: EventSubscription[] = [];
  const bus = { subscribe: async (subscription: EventSubscription) => void subscriptions.push(subscription) };
  for (const consumer of consumers) await consumer.subscribe(bus as unknown as EventBus);
  assert.deepEqual(
    subscriptions.map((subscription) => subscription.consumer),
    ['things.counting'],
  );
  await subscriptions[0]!.handle({} as never);
  assert.equal(app.get(Counter).handled, 1, 'the consumer handles with its injected dependency');

  assert.equal(await app.get(CountingTask).runNow(), 1, 'the task runs its injected pass');
  await app.close();
});

test('a listed task runs on the interval its module was given until stopped', async (t) => {
  t.mock.timers.enable({ apis: ['setInterval'] });
  const app = await NestFactory.createApplicationContext(CountingModule.forRoot(50), { logger: false });
  const [task] = app.get<BackgroundWork[]>(BACKGROUND_WORK);
  const counter = app.get(Counter);
  task!.start();
  t.mock.timers.tick(50);
  await app.get(CountingTask).runNow();
  assert.equal(counter.passes, 1);
  await task!.stop();
  t.mock.timers.tick(500);
  assert.equal(counter.passes, 1, 'no pass once stopped');
  await app.close();
});
