// npm start's promise: a brand-new store seeds its demo catalogue and prints the admin's
// credentials; a restart keeps everything (and seeds nothing twice).
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../src/main.js', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'atelier-all-in-one-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

async function startStore(): Promise<{ url: string; output: () => string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600 && !output.includes('Atelier is ready'); i++) {
    if (child.exitCode !== null) throw new Error(`the store exited: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.match(output, /Atelier is ready/);
  return {
    url,
    output: () => output,
    stop: () => new Promise((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM'))),
  };
}

const passwordIn = (output: string) => /password: (\S+)/.exec(output)?.[1];

test('first start seeds and prints credentials; a restart keeps the data and the password', async () => {
  const first = await startStore();
  const password = passwordIn(first.output());
  assert.ok(password && password.length >= 16, 'a generated admin password is printed');
  const artists = (await (await fetch(`${first.url}/api/artists`)).json()) as unknown[];
  assert.equal(artists.length, 7, 'the demo artists are seeded');

  const login = await fetch(`${first.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  assert.equal(login.status, 200, 'the printed credentials sign in');
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const cookie = login.headers.get('set-cookie')!.split(';')[0];
  await assertEverySeededImageIsServed(first.url, cookie);
  // The home and Our Story heroes are seeded active: the first screen is not an empty dark block.
  const firstHeroes = new Map<string, number>();
  for (const path of ['/api/hero-media/active', '/api/story-hero-media/active']) {
    const active = (await (await fetch(`${first.url}${path}`)).json()) as { id: number; mediaType: string };
    assert.equal(active?.mediaType, 'image', `${path} answers the demo hero`);
    firstHeroes.set(path, active.id);
  }
  const created = await fetch(`${first.url}/api/artists`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie,
      'x-csrf-token': csrfToken,
    },
    body: JSON.stringify({ name: 'Added Before Restart', specialty: 'Glass' }),
  });
  assert.equal(created.status, 201);
  await first.stop();

  const second = await startStore();
  assert.equal(passwordIn(second.output()), password, 'the same password is printed again');
  const names = ((await (await fetch(`${second.url}/api/artists`)).json()) as { name: string }[]).map(
    (a) => a.name,
  );
  assert.equal(names.length, 8, 'nothing was seeded twice');
  assert.ok(names.includes('Added Before Restart'));
  for (const path of ['/api/hero-media/active', '/api/story-hero-media/active']) {
    const active = (await (await fetch(`${second.url}${path}`)).json()) as { id: number } | null;
    assert.deepEqual(active?.id, firstHeroes.get(path), `${path}: the seeded hero, not seeded again`);
  }
  await second.stop();
});

// The demo catalogue names its images by their 960 px file; the web app also asks for the 480 and
// 1600 px siblings (srcset). Every one of them must be served: a seeded store never shows a broken image.
// (The admin's cookie also reads the archived collection and the decommissioned product.)
async function assertEverySeededImageIsServed(url: string, cookie: string): Promise<void> {
  const read = async (path: string) =>
    (await (await fetch(`${url}${path}`, { headers: { cookie } })).json()) as Record<string, unknown>[];
  const refs = [
    ...(await read('/api/artists')).flatMap((a) => [a.imageUrl, a.portfolioUrl]),
    ...(await read('/api/collections')).map((c) => c.coverImageUrl),
    ...(await read('/api/products')).flatMap((p) => p.imageUrls as string[]),
    ...(await read('/api/products/decommissioned')).flatMap((p) => p.imageUrls as string[]),
    ...(await read('/api/coming-soon')).flatMap((i) => i.imageUrls as string[]),
    // The demo's active home and Our Story heroes.
    ...(await read('/api/hero-media')).map((h) => h.mediaUrl),
    ...(await read('/api/story-hero-media')).map((h) => h.mediaUrl),
  ].filter((ref): ref is string => typeof ref === 'string');
  assert.ok(refs.length > 60, `the demo catalogue names its images (${refs.length})`);
  for (const ref of refs) {
    assert.match(ref, /^\/demo\/.+-960\.webp$/);
    for (const width of [480, 960, 1600]) {
      const response = await fetch(`${url}${ref.replace(/-960\.webp$/, `-${width}.webp`)}`);
      assert.equal(response.status, 200, `${ref} at ${width} px is served`);
      assert.equal(response.headers.get('content-type'), 'image/webp');
      await response.arrayBuffer();
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
