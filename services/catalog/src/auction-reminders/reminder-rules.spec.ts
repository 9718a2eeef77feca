import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decideCancel, decideSet, type ReminderFacts, reminderView } from './reminder-rules.js';

const end = new Date('2026-12-01T20:00:00.000Z');
const facts = (overrides: Partial<ReminderFacts>): ReminderFacts => ({
  auctionId: 7,
  phase: 'open',
  endTime: end,
  serverTime: new Date('2026-12-01T18:00:00.000Z'),
  reminder: null,
  ...overrides,
});

test('a reminder is due an hour before the end, and may be set until then', () => {
  const view = reminderView(facts({}));
  assert.deepEqual(view, {
    auctionId: 7,
    state: 'none',
    remindAt: '2026-12-01T19:00:00.000Z',
    available: true,
    serverTime: '2026-12-01T18:00:00.000Z',
  });
  assert.equal(decideSet(facts({})), 'create');
  assert.equal(decideSet(facts({ phase: 'scheduled' })), 'create');
});

test('within the last hour it is too late: said so, never made', () => {
  const late = facts({ serverTime: new Date('2026-12-01T19:00:00.000Z') });
  assert.equal(reminderView(late).available, false);
  assert.equal(decideSet(late), 'too-late');
});

test('an ended or cancelled auction takes no reminder', () => {
  assert.equal(decideSet(facts({ phase: 'ended' })), 'over');
  assert.equal(decideSet(facts({ phase: 'cancelled' })), 'over');
  assert.equal(reminderView(facts({ phase: 'cancelled' })).available, false);
});

test('set twice keeps the one; a sent reminder stays sent and cannot be cancelled', () => {
  assert.equal(decideSet(facts({ reminder: { sentAt: null } })), 'keep');
  const sent = facts({ reminder: { sentAt: new Date('2026-12-01T19:00:01.000Z') } });
  assert.equal(reminderView(sent).state, 'sent');
  assert.equal(decideSet(sent), 'keep');
  assert.equal(decideCancel(sent), 'sent');
  assert.equal(decideCancel(facts({ reminder: { sentAt: null } })), 'delete');
  assert.equal(reminderView(facts({ reminder: { sentAt: null } })).state, 'set');
  assert.equal(decideCancel(facts({})), 'none');
});
