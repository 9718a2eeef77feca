import { STATUS_CODES } from 'node:http';
import type { Request, Response } from 'express';
import { REQUEST_ID_HEADER } from '@atelier/contracts';
import type { Logger } from 'pino';
import { Pool } from 'undici';
import type { ServiceName } from '../routing/route-table.js';

// Connection-level headers describe one hop and must not be forwarded (RFC 9110 §7.6.1).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);
// The admin cookie stays at the edge: services never see browser credentials.
const NOT_FORWARDED_UPSTREAM = new Set([...HOP_BY_HOP, 'cookie', 'x-csrf-token']);

/**
 * Forwards requests to the owning service over a keep-alive connection pool per service.
 * Services the deployment does not run yet answer 503; an unreachable service answers 502.
 */
export class ServiceProxy {
  private readonly pools = new Map<ServiceName, Pool>();

  constructor(
    upstreams: Partial<Record<ServiceName, string>>,
    private readonly logger: Logger,
  ) {
    for (const [service, url] of Object.entries(upstreams) as [ServiceName, string | undefined][]) {
      if (url)
        this.pools.set(service, new Pool(url, { connections: 64, pipelining: 1, keepAliveTimeout: 30_000 }));
    }
  }

  async forward(service: ServiceName, req: Request, res: Response, body: Buffer | undefined): Promise<void> {
    const pool = this.pools.get(service);
    if (!pool) {
      res.status(503).json(apiError(503, `The ${service} service is not part of this deployment yet`, req));
      return;
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && !NOT_FORWARDED_UPSTREAM.has(name))
        headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    headers['x-forwarded-for'] = req.ip ?? '';
    headers['x-forwarded-proto'] = req.protocol;
    try {
      const upstream = await pool.request({
        method: req.method as 'GET',
        path: req.originalUrl,
        headers,
        body: body && body.length > 0 ? body : undefined,
        headersTimeout: 30_000,
        bodyTimeout: 30_000,
      });
      res.status(upstream.statusCode);
      for (const [name, value] of Object.entries(upstream.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name)) res.setHeader(name, value);
      }
      for await (const chunk of upstream.body) res.write(chunk);
      res.end();
    } catch (error) {
      this.logger.error({ service, error: (error as Error).message }, 'upstream request failed');
      if (!res.headersSent) res.status(502).json(apiError(502, `The ${service} service is unavailable`, req));
      else res.destroy();
    }
  }

  /** Readiness: each configured service answers its liveness probe. */
  async checkUpstreams(): Promise<void> {
    await Promise.all(
      [...this.pools.entries()].map(async ([service, pool]) => {
        const { statusCode, body } = await pool.request({
          method: 'GET',
          path: '/health/live',
          headersTimeout: 2_000,
        });
        await body.dump();
        if (statusCode !== 200) throw new Error(`${service} answered ${statusCode}`);
      }),
    );
  }

  async close() {
    await Promise.all([...this.pools.values()].map((pool) => pool.close()));
  }
}

export const apiError = (statusCode: number, message: string, req: Request) => ({
  statusCode,
  error: statusText(statusCode),
  message,
  requestId: String(req.headers[REQUEST_ID_HEADER] ?? ''),
});

const statusText = (code: number) => STATUS_CODES[code] ?? 'Error';
