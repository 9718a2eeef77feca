import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('../fixtures/artist-events-consumer.js', import.meta.url));

/** A consumer child process whose stdout lines ("ready", "handled <id>", "duplicate <id>") tests wait on. */
export class ChildConsumer {
  readonly lines: string[] = [];
  private readonly process: ChildProcess;
  private readonly waiters: { match: (line: string) => boolean; resolve: (line: string) => void }[] = [];
  readonly exited: Promise<NodeJS.Signals | number | null>;

  constructor(env: Record<string, string>) {
    this.process = spawn(process.execPath, [script], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffered = '';
    this.process.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        this.lines.push(line);
        for (const waiter of [...this.waiters]) {
          if (waiter.match(line)) {
            this.waiters.splice(this.waiters.indexOf(waiter), 1);
            waiter.resolve(line);
          }
        }
      }
    });
    this.exited = new Promise((resolve) =>
      this.process.on('exit', (code, signal) => resolve(signal ?? code)),
    );
  }

  waitForLine(match: (line: string) => boolean, timeoutMs = 20_000): Promise<string> {
    const seen = this.lines.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no matching line within ${timeoutMs} ms; saw ${JSON.stringify(this.lines)}`)),
        timeoutMs,
      );
      this.waiters.push({ match, resolve: (line) => (clearTimeout(timer), resolve(line)) });
    });
  }

  stop() {
    this.process.kill('SIGTERM');
    return this.exited;
  }
}
