// The drop-day text worker as its own process (containers, Kubernetes' notifications-worker): it
// takes texts off the BullMQ queue and sends them at the provider's rate, so it scales apart from
// the API (run that with TEXT_WORKER=false). It reads PostgreSQL and Redis only: no broker, no
// internal auth secret; it listens only for its health probes. SIGTERM lets the texts being sent
// finish (BullMQ's worker.close) before the pool closes.
import 'reflect-metadata';
import { runServiceProcess } from '@atelier/platform';
import { loadTextWorkerEnv } from './config.js';
import { startTextWorker } from './text-worker-app.js';
import { bullMqTextQueueFrom, textingOptionsFrom, twilioSenderFrom } from './texts/own-process-texting.js';

const env = loadTextWorkerEnv();
// Its env names no RABBITMQ_URL, so runServiceProcess opens no bus.
await runServiceProcess('notifications-worker', env, ({ database, logger }) => {
  const smsSender = twilioSenderFrom(env);
  return startTextWorker(
    { database, logger, textQueue: bullMqTextQueueFrom(env, logger), ...(smsSender ? { smsSender } : {}) },
    { port: env.PORT, host: env.HOST, texting: textingOptionsFrom(env) },
  );
});
