#!/usr/bin/env node
// Lists or replays the events a RabbitMQ consumer parked in its dead-letter queue.
//   node scripts/dead-letters.mjs list <consumer>
//   node scripts/dead-letters.mjs replay <consumer> [eventId ...]   (no ids: replay all)
// The broker and namespace come from RABBITMQ_URL and EVENT_NAMESPACE, as for the apps.
// Needs the build (npm run build): it uses @atelier/platform's bus naming and config.
import { envAmqpUrl, envNamespace, listDeadLetters, loadConfig, replayDeadLetters } from '@atelier/platform';
import { z } from 'zod';

const [command, consumer, ...eventIds] = process.argv.slice(2);
if (!['list', 'replay'].includes(command) || !consumer) {
  console.error('usage: node scripts/dead-letters.mjs list <consumer> | replay <consumer> [eventId ...]');
  process.exit(2);
}
const config = loadConfig(
  'dead-letters',
  z.object({
    RABBITMQ_URL: envAmqpUrl.default('amqp://guest:guest@127.0.0.1:5672'),
    EVENT_NAMESPACE: envNamespace,
  }),
);
const target = { url: config.RABBITMQ_URL, namespace: config.EVENT_NAMESPACE, consumer };

const show = (event) =>
  `${event.eventId ?? '(no id)'}  ${event.type ?? '(no type)'}  attempts=${event.attempts ?? '-'}  ${event.reason}`;

if (command === 'list') {
  const parked = await listDeadLetters(target);
  for (const event of parked) console.log(show(event));
  console.log(`${parked.length} parked event(s) for ${consumer}`);
} else {
  const replayed = await replayDeadLetters({ ...target, eventIds: eventIds.length ? eventIds : undefined });
  for (const event of replayed) console.log(`replayed ${show(event)}`);
  console.log(`${replayed.length} event(s) replayed to ${consumer}`);
}
