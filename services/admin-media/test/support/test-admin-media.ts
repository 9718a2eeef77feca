// An admin-media service on its own fresh PostgreSQL database with the storage a test chooses, an
// in-process bus whose events the test can read, and helpers that call it as the gateway would.
import type { EventEnvelope } from '@atelier/contracts';
import {
  ADMIN_ASSERTION_HEADER,
  createLogger,
  InProcessEventBus,
  signAdminAssertion,
} from '@atelier/platform';
import { createTestDatabase } from '@atelier/platform/testing';
import { type RunningAdminMedia, startAdminMedia } from '../../src/index.js';
import type { MediaStorage } from '../../src/storage/media-storage.js';

const internalAuthSecret = 'admin-media-test-secret-0123456789abcdef';

export interface CallResult {
  status: number;
  headers: Headers;
  // Answers are JSON of many shapes; tests assert on the fields they care about.
  body: any;
}

export interface TestAdminMedia {
  service: RunningAdminMedia;
  events: EventEnvelope[];
  admin: (method: string, path: string, body?: unknown) => Promise<CallResult>;
  anyone: (method: string, path: string, headers?: Record<string, string>) => Promise<Response>;
  /** POST /api/upload as the admin, one file in `field` (default image). */
  upload: (
    file: Uint8Array,
    options?: { field?: string; name?: string; type?: string },
  ) => Promise<CallResult>;
  close: () => Promise<void>;
}

export async function startTestAdminMedia(
  label: string,
  storage: MediaStorage,
  videoMaxBytes = 5 * 1024 * 1024,
): Promise<TestAdminMedia> {
  const database = await createTestDatabase(label);
  const logger = createLogger('admin-media', 'silent');
  const bus = new InProcessEventBus(logger);
  const events: EventEnvelope[] = [];
  await bus.subscribe({
    consumer: 'spy',
    eventTypes: ['admin-media.#'],
    handle: async (event) => void events.push(event),
  });
  const service = await startAdminMedia(
    { database: database.connection, bus, logger, storage },
    { port: 0, host: '127.0.0.1', internalAuthSecret, uploads: { videoMaxBytes } },
  );
  const assertion = (method: string, path: string) => ({
    [ADMIN_ASSERTION_HEADER]: signAdminAssertion(internalAuthSecret, { method, url: path }, 1),
  });
  const answer = async (response: Response): Promise<CallResult> => {
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  };

  return {
    service,
    events,
    admin: async (method, path, body) =>
      answer(
        await fetch(`${service.url}${path}`, {
          method,
          headers: {
            ...assertion(method, path),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      ),
    anyone: (method, path, headers = {}) => fetch(`${service.url}${path}`, { method, headers }),
    upload: async (file, { field = 'image', name = 'upload.jpg', type = 'image/jpeg' } = {}) => {
      const form = new FormData();
      form.append(field, new Blob([file], { type }), name);
      return answer(
        await fetch(`${service.url}/api/upload`, {
          method: 'POST',
          headers: assertion('POST', '/api/upload'),
          body: form,
        }),
      );
    },
    close: async () => {
      await service.close();
      await database.drop();
    },
  };
}
