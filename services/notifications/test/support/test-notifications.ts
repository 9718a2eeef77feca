// The notifications service for a test: its own PostgreSQL database, and helpers that call it as
// the gateway would (for an admin, for the public, or as Twilio with a signed callback).

import { ADMIN_ASSERTION_HEADER, createLogger, signAdminAssertion } from '@atelier/platform';
import { createTestDatabase, type TestDatabase } from '@atelier/platform/testing';
import twilio from 'twilio';
import {
  type NotificationsDependencies,
  type RunningNotifications,
  startNotifications,
} from '../../src/index.js';
import { TEST_TWILIO } from './twilio-fake.js';

export const internalAuthSecret = 'notifications-test-secret-0123456789abcdef';
export const PUBLIC_ORIGIN = 'https://atelier.test';
/** 18:00 UTC in June: daytime in every US zone but Hawaii's morning edge (11:00 there is fine too). */
export const DAYTIME = new Date('2026-06-15T18:00:00Z');

export interface CallResult {
  status: number;
  // Answers are JSON of many shapes; tests assert on the fields they care about.
  body: any;
  text: string;
}

export interface TestNotifications {
  service: RunningNotifications;
  database: TestDatabase;
  admin: (method: string, path: string, body?: unknown) => Promise<CallResult>;
  anyone: (
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<CallResult>;
  /** Posts a form as Twilio would, signed with the test auth token (or a forged signature). */
  twilioCallback: (path: string, form: Record<string, string>, forged?: boolean) => Promise<CallResult>;
  /**
   * Setup for tests about drop day itself: these numbers' owners confirmed long ago (double opt-in,
   * tested in double-opt-in.int-spec.ts), so signing them up sends no confirmation text.
   */
  alreadyConfirmed: (phoneNumbers: string[]) => Promise<void>;
  close: () => Promise<void>;
}

export async function startTestNotifications(
  label: string,
  deps: Pick<
    NotificationsDependencies,
    'bus' | 'textQueue' | 'smsSender' | 'runWorker' | 'mailQueue' | 'mailSender'
  >,
  now: () => Date = () => DAYTIME,
): Promise<TestNotifications> {
  const database = await createTestDatabase(label);
  const logger = createLogger('notifications', (process.env.TEST_LOG_LEVEL ?? 'silent') as 'silent');
  const service = await startNotifications(
    { database: database.connection, logger, ...deps },
    {
      port: 0,
      host: '127.0.0.1',
      internalAuthSecret,
      twilioAuthToken: TEST_TWILIO.authToken,
      texting: { publicOrigin: PUBLIC_ORIGIN, validitySeconds: 3600, helpContact: 'hello@atelier.test', now },
    },
  );
  const call = async (method: string, path: string, body: unknown, headers: Record<string, string>) => {
    const response = await fetch(`${service.url}${path}`, {
      method,
      headers: {
        ...(body !== undefined && typeof body !== 'string' ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    const parsed = (() => {
      try {
        return text ? (JSON.parse(text) as unknown) : undefined;
      } catch {
        return undefined; // TwiML and other non-JSON answers: tests read `text`
      }
    })();
    return { status: response.status, body: parsed, text };
  };
  return {
    service,
    database,
    admin: (method, path, body) =>
      call(method, path, body, {
        [ADMIN_ASSERTION_HEADER]: signAdminAssertion(internalAuthSecret, { method, url: path }, 1),
      }),
    anyone: (method, path, body, headers = {}) => call(method, path, body, headers),
    alreadyConfirmed: async (phoneNumbers) => {
      await service.db.prisma.phoneConfirmation.createMany({
        data: phoneNumbers.map((phoneNumber) => ({
          phoneNumber,
          requestedAt: new Date('2026-01-01T00:00:00Z'),
          confirmedAt: new Date('2026-01-01T00:05:00Z'),
        })),
        skipDuplicates: true,
      });
    },
    twilioCallback: (path, form, forged = false) => {
      const signature = twilio.getExpectedTwilioSignature(
        forged ? 'not-the-auth-token-000000000000' : TEST_TWILIO.authToken,
        `${PUBLIC_ORIGIN}${path}`,
        form,
      );
      return call('POST', path, new URLSearchParams(form).toString(), {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': signature,
      });
    },
    close: async () => {
      await service.close();
      await database.drop();
    },
  };
}
