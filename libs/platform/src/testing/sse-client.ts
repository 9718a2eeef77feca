// A Server-Sent Events reader for the integration tests: one request over its own connection
// (node:http, so a test can pick the source address or X-Forwarded-For), frames parsed as they arrive.
import { request, type IncomingHttpHeaders } from 'node:http';

export interface SseFrame {
  id?: string;
  event?: string;
  data?: string;
  retry?: number;
}

export interface SseStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body when the answer is not a stream (an error). */
  body: string;
  frames: SseFrame[];
  /** The next frame with data (a heartbeat or `retry:` alone is kept in `frames` but skipped here). */
  next(timeoutMs?: number): Promise<SseFrame>;
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens the stream; rejects when no answer starts within `timeoutMs` (default 10 s). */
export function openSse(
  url: string,
  options: { headers?: Record<string, string>; localAddress?: string; timeoutMs?: number } = {},
): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: options.headers, localAddress: options.localAddress, agent: false });
    const timer = setTimeout(
      () => req.destroy(new Error(`no answer from ${url} within ${options.timeoutMs ?? 10_000} ms`)),
      options.timeoutMs ?? 10_000,
    );
    req.on('error', reject);
    req.on('response', (res) => {
      clearTimeout(timer);
      const frames: SseFrame[] = [];
      const waiting: Array<() => void> = [];
      let buffered = '';
      let read = 0;
      let body = '';
      let endedNow!: () => void;
      const ended = new Promise<void>((done) => (endedNow = done));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (!String(res.headers['content-type']).startsWith('text/event-stream')) return void (body += chunk);
        buffered += chunk;
        for (let end = buffered.indexOf('\n\n'); end !== -1; end = buffered.indexOf('\n\n')) {
          const frame: SseFrame = {};
          for (const line of buffered.slice(0, end).split('\n')) {
            const at = line.indexOf(': ');
            const [field, value] =
              at === -1 ? [line.replace(/:$/, ''), ''] : [line.slice(0, at), line.slice(at + 2)];
            if (field === 'id' || field === 'event' || field === 'data') frame[field] = value;
            if (field === 'retry') frame.retry = Number(value);
          }
          buffered = buffered.slice(end + 2);
          frames.push(frame);
          for (const wake of waiting.splice(0)) wake();
        }
      });
      const finish = () => {
        endedNow();
        for (const wake of waiting.splice(0)) wake();
      };
      res.on('end', finish);
      res.on('close', finish);
      res.on('error', finish);
      const stream: SseStream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        get body() {
          return body;
        },
        frames,
        ended,
        async next(timeoutMs = 10_000) {
          const deadline = Date.now() + timeoutMs;
          for (;;) {
            while (read < frames.length) {
              const frame = frames[read++]!;
              if (frame.data !== undefined) return frame;
            }
            if (res.complete || res.destroyed) throw new Error('the stream ended');
            const left = deadline - Date.now();
            if (left <= 0) throw new Error('no message within the time allowed');
            await new Promise<void>((wake) => {
              const timer = setTimeout(wake, left);
              waiting.push(() => {
                clearTimeout(timer);
                wake();
              });
            });
          }
        },
        close: () => req.destroy(),
      };
      if (String(res.headers['content-type']).startsWith('text/event-stream')) resolve(stream);
      else res.on('end', () => resolve(stream));
    });
    req.end();
  });
}
