// A stand-in for notifications' buyer sessions, as the gateway sees them: the internal check and
// exchange (only for the gateway's service assertion), and the routes that end sessions. Sessions
// are open unless ended here; a v2 cookie is exchanged for one session per buyer and issue time.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import {
  BUYER_ASSERTION_HEADER,
  BUYER_SESSION_ASSERTION_HEADER,
  SERVICE_ASSERTION_HEADER,
  verifyBuyerAssertion,
  verifyBuyerSessionAssertion,
  verifyServiceAssertion,
} from '@atelier/platform';

export interface SessionsStandIn {
  url: string;
  /** Sessions ended (by id). */
  ended: Set<string>;
  /** How many internal questions the gateway asked. */
  questions: () => number;
  /** Requests the gateway forwarded to notifications' public routes. */
  forwarded: IncomingMessage[];
  /** While set, the internal routes answer 503 (notifications is down). */
  down: boolean;
  close: () => Promise<void>;
}

export async function startSessionsStandIn(secret: string): Promise<SessionsStandIn> {
  const ended = new Set<string>();
  const legacy = new Map<string, string>();
  const forwarded: IncomingMessage[] = [];
  let questions = 0;
  const state = { down: false };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const send = (status: number, body?: unknown, headers: Record<string, string | string[]> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(body === undefined ? undefined : JSON.stringify(body));
      };
      const target = { method: req.method!, url: req.url! };
      if (req.url!.startsWith('/internal/buyer-sessions/')) {
        questions++;
        if (state.down) return send(503, { message: 'down' });
        const check = verifyServiceAssertion(secret, req.headers[SERVICE_ASSERTION_HEADER], target);
        if (!check.ok || check.service !== 'gateway') return send(403, { message: 'not the gateway' });
        const body = JSON.parse(Buffer.concat(chunks).toString()) as {
          buyerId: string;
          sessionId?: string;
          issuedAt?: number;
        };
        if (req.url === '/internal/buyer-sessions/check')
          return send(200, { open: !ended.has(body.sessionId!) });
        const key = `${body.buyerId}:${body.issuedAt}`;
        if (!legacy.has(key)) legacy.set(key, randomUUID());
        const sessionId = legacy.get(key)!;
        return send(200, { sessionId: ended.has(sessionId) ? null : sessionId });
      }
      forwarded.push(req);
      const buyer = verifyBuyerAssertion(secret, req.headers[BUYER_ASSERTION_HEADER], target);
      const session = buyer.ok
        ? verifyBuyerSessionAssertion(
            secret,
            req.headers[BUYER_SESSION_ASSERTION_HEADER],
            target,
            buyer.buyerId,
          )
        : undefined;
      const clear = {
        'set-cookie': [
          'atelier_buyer=; Path=/; SameSite=Lax; HttpOnly; Max-Age=0',
          'atelier_buyer_hint=; Path=/; SameSite=Lax; Max-Age=0',
        ],
      };
      if (req.url === '/api/buyers/sign-out') {
        if (session?.ok) ended.add(session.sessionId);
        return send(204, undefined, clear);
      }
      if (!buyer.ok || !session?.ok) return send(401, { message: 'Buyer verification required' });
      const named = /^\/api\/buyers\/me\/sessions\/([0-9a-f-]{36})$/.exec(req.url!);
      if (req.method === 'DELETE' && named) {
        ended.add(named[1]!);
        return send(204);
      }
      return send(200, { buyerId: buyer.buyerId, sessionId: session.sessionId });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    ended,
    questions: () => questions,
    forwarded,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
