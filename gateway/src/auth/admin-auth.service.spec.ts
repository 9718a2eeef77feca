import assert from 'node:assert/strict';
import { test } from 'node:test';
import { UnauthorizedException } from '@nestjs/common';
import type { AdminUsersRepository } from './admin-users.repository.js';
import { AdminAuthService } from './admin-auth.service.js';
import { hashPassword } from './password-hasher.js';
import type { AdminSessionData, SessionsRepository } from './sessions.repository.js';

const TTL_MS = 8 * 3_600_000;

/** Admin users in memory; createIfMissing never overwrites, as the repository's skipDuplicates. */
class FakeAdminUsersRepository {
  readonly users: Array<{ id: number; username: string; password: string }> = [];
  readonly creations: string[] = [];

  async findByUsername(username: string) {
    return this.users.find((u) => u.username === username) ?? null;
  }

  async createIfMissing(username: string, password: string) {
    this.creations.push(username);
    if (await this.findByUsername(username)) return false;
    this.users.push({ id: this.users.length + 1, username, password });
    return true;
  }
}

/** Sessions in memory by id; records every id looked up. */
class FakeSessionsRepository {
  readonly sessions = new Map<string, { data: AdminSessionData; expire: Date }>();
  readonly lookedUp: string[] = [];

  async create(sid: string, data: AdminSessionData, expire: Date) {
    this.sessions.set(sid, { data, expire });
  }

  async findLive(sid: string) {
    this.lookedUp.push(sid);
    return this.sessions.get(sid)?.data ?? null;
  }

  async delete(sid: string) {
    this.sessions.delete(sid);
  }
}

const serviceWith = async (admins: Record<string, string> = {}) => {
  const users = new FakeAdminUsersRepository();
  for (const [username, password] of Object.entries(admins))
    await users.createIfMissing(username, await hashPassword(password));
  const sessions = new FakeSessionsRepository();
  const service = new AdminAuthService(
    users as unknown as AdminUsersRepository,
    sessions as unknown as SessionsRepository,
    { sessionTtlMs: TTL_MS, cookieSecure: true },
  );
  return { service, users, sessions };
};

const invalid = (error: unknown) =>
  error instanceof UnauthorizedException && error.message === 'Invalid username or password.';

test('the right password opens a session for the configured time, under a new random id and CSRF token', async () => {
  const { service, sessions } = await serviceWith({ ada: 'correct horse' });
  const before = Date.now();
  const first = await service.signIn({ username: 'ada', password: 'correct horse' });
  const second = await service.signIn({ username: 'ada', password: 'correct horse' });
  assert.deepEqual(first.session, {
    username: 'ada',
    csrfToken: sessions.sessions.get(first.sid)?.data.csrfToken,
  });
  assert.deepEqual(sessions.sessions.get(first.sid)?.data, {
    userId: 1,
    username: 'ada',
    csrfToken: first.session.csrfToken,
  });
  const expire = sessions.sessions.get(first.sid)!.expire.getTime();
  assert.ok(expire >= before + TTL_MS && expire <= Date.now() + TTL_MS, 'expires one TTL from now');
  // 32 random bytes each: nothing guessable, nothing reused between sign-ins.
  assert.match(first.sid, /^[\w-]{43}$/);
  assert.notEqual(first.sid, second.sid);
  assert.notEqual(first.session.csrfToken, second.session.csrfToken);
  assert.notEqual(first.sid, first.session.csrfToken);
});

test('a wrong password and an unknown username get the same 401 and open no session', async () => {
  const { service, sessions } = await serviceWith({ ada: 'correct horse' });
  await assert.rejects(service.signIn({ username: 'ada', password: 'Correct horse' }), invalid);
  await assert.rejects(service.signIn({ username: 'grace', password: 'correct horse' }), invalid);
  assert.equal(sessions.sessions.size, 0);
});

test('the configured admin is created once with an argon2id hash; a restart never resets its password', async () => {
  const { service, users } = await serviceWith();
  assert.equal(await service.ensureAdmin('ada', 'first password'), true);
  assert.match(users.users[0].password, /^\$argon2id\$/);
  // A changed configuration on restart: the existing admin keeps the password it has.
  assert.equal(await service.ensureAdmin('ada', 'second password'), false);
  assert.deepEqual(users.creations, ['ada'], 'no hash made, no create tried');
  await service.signIn({ username: 'ada', password: 'first password' });
  await assert.rejects(service.signIn({ username: 'ada', password: 'second password' }), invalid);
});

test('a missing, empty or over-long cookie is no session, without asking the store', async () => {
  const { service, sessions } = await serviceWith({ ada: 'correct horse' });
  for (const sid of [undefined, '', 'x'.repeat(101)]) assert.equal(await service.sessionFor(sid), null);
  assert.deepEqual(sessions.lookedUp, []);
  const { sid } = await service.signIn({ username: 'ada', password: 'correct horse' });
  assert.equal((await service.sessionFor(sid))?.username, 'ada');
});

test('signing out ends that session only', async () => {
  const { service } = await serviceWith({ ada: 'correct horse' });
  const laptop = await service.signIn({ username: 'ada', password: 'correct horse' });
  const phone = await service.signIn({ username: 'ada', password: 'correct horse' });
  await service.signOut(laptop.sid);
  assert.equal(await service.sessionFor(laptop.sid), null);
  assert.equal((await service.sessionFor(phone.sid))?.csrfToken, phone.session.csrfToken);
});

test("the CSRF token must be the session's own, exactly: not another's, a prefix, or a non-string", async () => {
  const { service, sessions } = await serviceWith({ ada: 'correct horse' });
  const mine = await service.signIn({ username: 'ada', password: 'correct horse' });
  const other = await service.signIn({ username: 'ada', password: 'correct horse' });
  const session = sessions.sessions.get(mine.sid)!.data;
  assert.equal(service.csrfTokenMatches(session, mine.session.csrfToken), true);
  for (const token of [
    other.session.csrfToken,
    mine.session.csrfToken.slice(0, 20),
    '',
    undefined,
    [mine.session.csrfToken],
  ])
    assert.equal(service.csrfTokenMatches(session, token), false, String(token));
});
