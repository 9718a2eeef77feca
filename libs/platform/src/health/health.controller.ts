import { Controller, Get, HttpCode, Inject, ServiceUnavailableException } from '@nestjs/common';
import { withTimeout } from '../async/with-timeout.js';

/** A dependency without which this process cannot serve its own requests (its database, its storage). */
export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

export const READINESS_CHECKS = Symbol('READINESS_CHECKS');

/**
 * Liveness says the process is up; readiness says it can serve its own requests (see
 * ServiceHost.readinessChecks: what it merely degrades without, the broker or Redis, is not asked).
 */
@Controller('health')
export class HealthController {
  constructor(@Inject(READINESS_CHECKS) private readonly checks: ReadinessCheck[]) {}

  @Get('live')
  @HttpCode(200)
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready() {
    const results = await Promise.all(
      this.checks.map(async ({ name, check }) => {
        try {
          await withTimeout(check(), 2000, 'timed out after 2000 ms');
          return { name, ok: true as const };
        } catch (error) {
          return { name, ok: false as const, error: (error as Error).message };
        }
      }),
    );
    const body = { status: results.every((r) => r.ok) ? 'ok' : 'unavailable', checks: results };
    if (body.status !== 'ok') throw new ServiceUnavailableException({ message: 'Not ready', ...body });
    return body;
  }
}
