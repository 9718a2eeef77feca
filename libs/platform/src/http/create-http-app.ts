import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import { NestPinoLogger } from '../logging/nest-logger.js';
import { requestLoggingMiddleware } from '../logging/request-logging.middleware.js';
import { ApiExceptionFilter } from './api-exception.filter.js';

export interface HttpAppOptions {
  logger: Logger;
  /** Largest JSON body accepted; bigger bodies get a 413. */
  bodyLimit?: string;
  /** Mount extra Express middleware before the routes (the gateway's security stack). */
  configure?: (app: NestExpressApplication) => void | Promise<void>;
}

/** Creates a Nest app on Express with the house conventions: JSON logs, request ids, ApiError bodies. */
export async function createHttpApp(
  module: unknown,
  options: HttpAppOptions,
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(module as never, {
    logger: new NestPinoLogger(options.logger),
    bodyParser: false,
  });
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(requestLoggingMiddleware(options.logger));
  await options.configure?.(app);
  app.useBodyParser('json', { limit: options.bodyLimit ?? '1mb' });
  app.useGlobalFilters(new ApiExceptionFilter(options.logger));
  return app;
}

/** Listens and returns the base URL (port 0 picks a free port). */
export async function listen(app: INestApplication, port: number, host: string): Promise<string> {
  await app.listen(port, host);
  const address = app.getHttpServer().address() as { port: number };
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${shownHost}:${address.port}`;
}
