import { Inject, Injectable } from '@nestjs/common';
import { PeriodicTask, SERVICE_LOGGER } from '@atelier/platform';
import type { Logger } from 'pino';
import { AdminAuthService } from './admin-auth.service.js';

/** Every 10 minutes, expired admin sessions are deleted. */
@Injectable()
export class AdminSessionPurge extends PeriodicTask<number> {
  constructor(auth: AdminAuthService, @Inject(SERVICE_LOGGER) logger: Logger) {
    super({
      name: 'admin session purge',
      intervalMs: 10 * 60_000,
      logger,
      pass: () => auth.purgeExpiredSessions(),
    });
  }
}
