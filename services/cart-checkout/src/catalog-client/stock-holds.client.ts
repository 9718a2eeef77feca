import {
  type CreateStockHoldInput,
  type StockHold,
  type StockHoldOutcome,
  stockHoldOutcomeSchema,
  stockHoldSchema,
} from '@atelier/contracts';
import { SERVICE_ASSERTION_HEADER, signServiceAssertion } from '@atelier/platform';
// undici's fetch, not Node's global one: the gateway's proxy already loads this undici, and the
// global fetch would load Node's own copy at the first call (~45 ms of every all-in-one start).
import { fetch } from 'undici';

const SERVICE_NAME = 'cart-checkout';
const TIMEOUT_MS = 10_000;

/** Thrown when catalog cannot be reached or answers something unexpected: the caller answers 503. */
export class CatalogUnavailableError extends Error {
  override readonly name = 'CatalogUnavailableError';
}

/**
 * Catalog's internal stock-hold routes, called service to service with a signed assertion (the
 * gateway never exposes them). Every call is idempotent on the hold id, so a retry is safe.
 */
export class StockHoldsClient {
  constructor(
    private readonly catalogUrl: string,
    private readonly secret: string,
  ) {}

  async reserve(input: CreateStockHoldInput): Promise<StockHoldOutcome> {
    const { status, body } = await this.call('POST', '/internal/stock-holds', input);
    if (status !== 200) throw new CatalogUnavailableError(`reserving stock: catalog answered ${status}`);
    return stockHoldOutcomeSchema.parse(body);
  }

  /** The payment succeeded: keep the pieces. Null when the hold was released (the pieces are gone). */
  async confirm(holdId: string): Promise<StockHold | null> {
    const { status, body } = await this.call('POST', `/internal/stock-holds/${holdId}/confirm`);
    if (status === 409) return null;
    if (status !== 200) throw new CatalogUnavailableError(`confirming a hold: catalog answered ${status}`);
    return stockHoldSchema.parse(body);
  }

  /** The hold now ends ttlSeconds from now. Null when it is no longer active (the pieces went back). */
  async extend(holdId: string, ttlSeconds: number): Promise<StockHold | null> {
    const { status, body } = await this.call('POST', `/internal/stock-holds/${holdId}/extend`, {
      ttlSeconds,
    });
    if (status === 409) return null;
    if (status !== 200) throw new CatalogUnavailableError(`extending a hold: catalog answered ${status}`);
    return stockHoldSchema.parse(body);
  }

  /** Puts the pieces back (a no-op for a confirmed or already released hold, or an unknown one). */
  async release(holdId: string): Promise<void> {
    const { status } = await this.call('POST', `/internal/stock-holds/${holdId}/release`);
    if (status !== 200 && status !== 404)
      throw new CatalogUnavailableError(`releasing a hold: catalog answered ${status}`);
  }

  private async call(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = {
      [SERVICE_ASSERTION_HEADER]: signServiceAssertion(this.secret, { method, url: path }, SERVICE_NAME),
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await fetch(`${this.catalogUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    } catch (error) {
      throw new CatalogUnavailableError(`catalog unreachable: ${(error as Error).message}`);
    }
  }
}
