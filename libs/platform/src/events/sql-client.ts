/**
 * The slice of a Prisma client the outbox and inbox need. Every service's generated client
 * satisfies it, so this library works with each service's own Prisma schema.
 */
export interface RawSqlClient {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
}

export interface TransactionalSqlClient extends RawSqlClient {
  $transaction<R>(
    work: (tx: RawSqlClient) => Promise<R>,
    options?: { maxWait?: number; timeout?: number },
  ): Promise<R>;
}

/** Prisma's $transaction is overloaded; this narrows any Prisma client to the shape above. */
export const asTransactionalSqlClient = (client: unknown) => client as TransactionalSqlClient;
