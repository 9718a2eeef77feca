import pg from 'pg';

/** Direct reads (and fault injection) on the test database, outside both services. */
export async function sql<T = Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** How many orders a payment made (the answer every exactly-once test checks). */
export async function orderCount(url: string, paymentIntentId: string): Promise<number> {
  const [row] = await sql<{ n: string }>(
    url,
    'SELECT count(*) AS n FROM cart_checkout.orders WHERE payment_intent_id = $1',
    [paymentIntentId],
  );
  return Number(row!.n);
}
