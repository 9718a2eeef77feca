import 'reflect-metadata';
import { type DynamicModule, Module } from '@nestjs/common';
import {
  HealthController,
  READINESS_CHECKS,
  type ReadinessCheck,
  runServiceProcess,
  SERVICE_LOGGER,
  type WorkerProcessDependencies,
} from '@atelier/platform';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { loadTextWorkerEnv } from './config.js';
import { PhoneConfirmationsRepository } from './confirmations/phone-confirmations.repository.js';
import { NotificationsDatabase } from './database/notifications-database.js';
import { type SmsSenderChoice, startNotificationsHost } from './notifications-app.js';
import { OptOutsRepository } from './opt-outs/opt-outs.repository.js';
import type { SmsSender } from './texts/sms-sender.js';
import { TextDelivery } from './texts/text-delivery.js';
import { TextMessagesRepository } from './texts/text-messages.repository.js';
import type { TextQueue } from './texts/text-queue.js';
import type { TextingOptions, TextingSettings } from './texts/texting-settings.js';
import { SMS_SENDER, TEXTING_SETTINGS } from './tokens.js';

/** The worker's Nest app: its health endpoints (nobody else calls a worker) and the texts' delivery. */
@Module({})
class TextWorkerModule {
  static forRoot(values: {
    database: NotificationsDatabase;
    readinessChecks: ReadinessCheck[];
    logger: Logger;
    texting: TextingSettings;
    smsSender: SmsSender;
  }): DynamicModule {
    return {
      module: TextWorkerModule,
      controllers: [HealthController],
      providers: [
        { provide: NotificationsDatabase, useValue: values.database },
        { provide: READINESS_CHECKS, useValue: values.readinessChecks },
        { provide: SERVICE_LOGGER, useValue: values.logger },
        { provide: TEXTING_SETTINGS, useValue: values.texting },
        { provide: SMS_SENDER, useValue: values.smsSender },
        TextMessagesRepository,
        OptOutsRepository,
        PhoneConfirmationsRepository,
        TextDelivery,
      ],
    };
  }
}

export interface TextWorkerDependencies extends WorkerProcessDependencies, SmsSenderChoice {
  textQueue: TextQueue;
}

export interface TextWorkerOptions {
  port: number;
  host: string;
  texting: TextingOptions;
}

export interface RunningTextWorker {
  app: NestFastifyApplication;
  url: string;
  sender: SmsSender;
  close(): Promise<void>;
}

/**
 * The text worker alone: the same TextDelivery the API runs when TEXT_WORKER is on, with its
 * health endpoints (ready when PostgreSQL and Redis answer). It migrates the schema like the API
 * (under the same lock; nothing to do once the release's migrate command ran), so a worker that
 * starts first still finds its tables.
 */
export async function startTextWorker(
  deps: TextWorkerDependencies,
  options: TextWorkerOptions,
): Promise<RunningTextWorker> {
  const { service, db, settings, sender } = await startNotificationsHost(
    'notifications-worker',
    deps,
    options.texting,
  );
  // Closed once the app has: waits for the texts being sent; the queue keeps the rest for the other workers.
  service.onClose(() => deps.textQueue.close());
  const { app, url } = await service.serve(
    TextWorkerModule.forRoot({
      database: db,
      // No bus: ready when PostgreSQL and Redis answer.
      readinessChecks: service.readinessChecks({ name: 'text-queue', check: () => deps.textQueue.ping() }),
      logger: deps.logger,
      texting: settings,
      smsSender: sender,
    }),
    // Its /metrics counts the texts it sends; the queue's depth is reported by the API.
    { port: options.port, host: options.host, logFields: { sender: sender.name } },
  );
  await deps.textQueue.startWorker(app.get(TextDelivery).process);
  return { app, url, sender, close: () => service.close() };
}

/**
 * The drop-day text worker as its own process (containers, Kubernetes' notifications-worker;
 * started by text-worker-main.ts): it takes texts off the BullMQ queue and sends them at the
 * provider's rate, so it scales apart from the API (run that with TEXT_WORKER=false). It reads
 * PostgreSQL and Redis only: no broker, no internal auth secret; it listens only for its health
 * probes. SIGTERM lets the texts being sent finish (BullMQ's worker.close) before the pool closes.
 */
export async function runTextWorkerProcess(): Promise<RunningTextWorker> {
  const env = loadTextWorkerEnv();
  const { bullMqTextQueueFrom, textingOptionsFrom, twilioSenderFrom } =
    await import('./texts/own-process-texting.js');
  // Its env names no RABBITMQ_URL, so runServiceProcess opens no bus.
  return runServiceProcess('notifications-worker', env, ({ database, logger }) => {
    const smsSender = twilioSenderFrom(env);
    return startTextWorker(
      { database, logger, textQueue: bullMqTextQueueFrom(env, logger), ...(smsSender ? { smsSender } : {}) },
      { port: env.PORT, host: env.HOST, texting: textingOptionsFrom(env) },
    );
  });
}
