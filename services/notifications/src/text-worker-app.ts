import { type DynamicModule, Module } from '@nestjs/common';
import {
  HealthController,
  READINESS_CHECKS,
  type ReadinessCheck,
  type WorkerProcessDependencies,
} from '@atelier/platform';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PhoneConfirmationsRepository } from './confirmations/phone-confirmations.repository.js';
import { type SmsSenderChoice, startNotificationsHost } from './notifications-host.js';
import { OptOutsRepository } from './opt-outs/opt-outs.repository.js';
import type { SmsSender } from './texts/sms-sender.js';
import { TextDelivery } from './texts/text-delivery.js';
import { TextMessagesRepository } from './texts/text-messages.repository.js';
import type { TextQueue } from './texts/text-queue.js';
import type { TextingOptions } from './texts/texting-settings.js';

/** The worker's HTTP app: its health endpoints only (nobody calls a worker). */
@Module({})
class TextWorkerModule {
  static forRoot(readinessChecks: ReadinessCheck[]): DynamicModule {
    return {
      module: TextWorkerModule,
      controllers: [HealthController],
      providers: [{ provide: READINESS_CHECKS, useValue: readinessChecks }],
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
  const delivery = new TextDelivery(
    new TextMessagesRepository(db),
    new OptOutsRepository(db),
    new PhoneConfirmationsRepository(db),
    sender,
    settings,
    deps.logger,
  );
  await deps.textQueue.startWorker(delivery.process);
  // Closed once the app has: waits for the texts being sent; the queue keeps the rest for the other workers.
  service.onClose(() => deps.textQueue.close());
  const { app, url } = await service.serve(
    // No bus: ready when PostgreSQL and Redis answer.
    TextWorkerModule.forRoot(
      service.readinessChecks({ name: 'text-queue', check: () => deps.textQueue.ping() }),
    ),
    // Its /metrics counts the texts it sends; the queue's depth is reported by the API.
    { port: options.port, host: options.host, logFields: { sender: sender.name } },
  );
  return { app, url, sender, close: () => service.close() };
}
