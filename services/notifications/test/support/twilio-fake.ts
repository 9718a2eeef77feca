// A small stand-in for Twilio's Messages API, in tests only (Twilio is unreachable here). The real
// `twilio` SDK talks to it through its own httpClient hook (LocalTwilioHttpClient below): message
// creation with scripted refusals, the message list a retry reconciles against, and a 'hold' mode
// that accepts a message but never answers (a worker killed mid-send).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient.js';

export interface FakeMessage {
  sid: string;
  to: string;
  from: string | undefined;
  body: string;
  validityPeriod: string | undefined;
  statusCallback: string | undefined;
  createdAt: Date;
}

export interface ScriptedRefusal {
  status: number;
  code: number;
  message: string;
}

export class TwilioFake {
  readonly messages: FakeMessage[] = [];
  /** Create requests seen, accepted or refused. */
  createRequests = 0;
  /** Refusals answered, in order, to the next create requests (one each). */
  readonly refusals: ScriptedRefusal[] = [];
  /** Accept then never answer (until released). */
  hold = false;
  private readonly held: ServerResponse[] = [];
  private server?: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  sentTo(to: string): FakeMessage[] {
    return this.messages.filter((message) => message.to === to);
  }

  async stop(): Promise<void> {
    for (const response of this.held) response.destroy();
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url!, this.url);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString());
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (!url.pathname.endsWith('/Messages.json')) return json(404, { message: 'not found' });
    if (request.method === 'GET') {
      const to = url.searchParams.get('To');
      const found = this.messages.filter((message) => !to || message.to === to);
      return json(200, { messages: found.map(toResource), next_page_uri: null, page: 0, page_size: 50 });
    }
    this.createRequests++;
    const refusal = this.refusals.shift();
    if (refusal)
      return json(refusal.status, { code: refusal.code, message: refusal.message, status: refusal.status });
    const message: FakeMessage = {
      sid: `SM${randomBytes(16).toString('hex')}`,
      to: form.get('To')!,
      from: form.get('From') ?? undefined,
      body: form.get('Body')!,
      validityPeriod: form.get('ValidityPeriod') ?? undefined,
      statusCallback: form.get('StatusCallback') ?? undefined,
      createdAt: new Date(),
    };
    this.messages.push(message);
    if (this.hold) return void this.held.push(response);
    json(201, toResource(message));
  }
}

const toResource = (message: FakeMessage) => ({
  sid: message.sid,
  to: message.to,
  from: message.from,
  body: message.body,
  status: 'queued',
  date_created: message.createdAt.toUTCString(),
  date_sent: null,
});

/** The SDK's HTTP transport, pointed at the fake instead of api.twilio.com. */
export class LocalTwilioHttpClient extends twilio.RequestClient {
  constructor(private readonly baseUrl: string) {
    super();
  }

  override request<TData>(options: RequestClient.RequestOptions<TData>) {
    return super.request({
      ...options,
      uri: options.uri.replace(/^https:\/\/api\.twilio\.com/, this.baseUrl),
    });
  }
}

export const TEST_TWILIO = {
  accountSid: `AC${'0'.repeat(31)}1`,
  authToken: 'test-twilio-auth-token-0123456789',
  from: '+15005550006',
};
