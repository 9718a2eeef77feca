// A drop at a set time (issue 32 item 9) against a real PostgreSQL: a sneak peek's conversion is
// scheduled (validated: a past or unreadable time is a 400 naming convertAt), listed, moved and
// cancelled by the admin only; the runner converts it once its time has come, once however many
// runners race, and the conversion's event (which texts the signups) is recorded then, not before.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { scheduledConversionSchema } from '@atelier/contracts';
import pg from 'pg';
import { ComingSoonConversionService } from '../src/coming-soon/coming-soon-conversion.service.js';
import { startTestCatalog, type TestCatalog } from './support/test-catalog.js';

let t: TestCatalog;
let sql: pg.Client;

before(async () => {
  t = await startTestCatalog('catalog_scheduled_conversions');
  sql = new pg.Client({ connectionString: t.databaseUrl });
  await sql.connect();
});
after(async () => {
  await sql?.end();
  await t?.close();
});

const inAnHour = () => new Date(Date.now() + 60 * 60_000).toISOString();

async function sneakPeek(name: string): Promise<number> {
  const created = await t.admin('POST', '/api/coming-soon', {
    name,
    description: 'Scheduled.',
    estimatedPrice: 3200,
    imageUrls: [],
    category: 'lighting',
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body.id;
}

const convertedEvents = (comingSoonId: number) =>
  t.events.filter(
    (e) => e.type === 'catalog.coming-soon.converted' && (e.payload as any).item.id === comingSoonId,
  );

/** Moves a schedule's time into the past, as if the clock had reached it. */
const makeDue = (comingSoonId: number) =>
  sql.query(
    `UPDATE catalog.scheduled_conversions SET convert_at = now() - interval '1 second' WHERE coming_soon_id = $1`,
    [comingSoonId],
  );

describe('scheduled conversions', () => {
  test('are admin only', async () => {
    const id = await sneakPeek('Admin Only Lamp');
    const body = { convertAt: inAnHour(), conversion: {} };
    assert.equal((await t.anyone('GET', '/api/scheduled-conversions')).status, 401);
    assert.equal((await t.anyone('PUT', `/api/scheduled-conversions/${id}`, body)).status, 401);
    assert.equal((await t.anyone('DELETE', `/api/scheduled-conversions/${id}`)).status, 401);
    assert.equal((await t.admin('GET', '/api/scheduled-conversions')).body.length, 0);
  });

  test('a past, unreadable or missing time is a 400 naming convertAt; an unknown item a 404', async () => {
    const id = await sneakPeek('Refused Lamp');
    for (const convertAt of [new Date(Date.now() - 60_000).toISOString(), 'tomorrow', undefined]) {
      const answer = await t.admin('PUT', `/api/scheduled-conversions/${id}`, { convertAt, conversion: {} });
      assert.equal(answer.status, 400, String(convertAt));
      assert.match(JSON.stringify(answer.body), /convertAt/);
    }
    const farOff = new Date(Date.now() + 400 * 24 * 60 * 60_000).toISOString();
    const tooFar = await t.admin('PUT', `/api/scheduled-conversions/${id}`, {
      convertAt: farOff,
      conversion: {},
    });
    assert.equal(tooFar.status, 400);
    assert.match(JSON.stringify(tooFar.body), /convertAt must be within 366 days/);
    const badSale = await t.admin('PUT', `/api/scheduled-conversions/${id}`, {
      convertAt: inAnHour(),
      conversion: { sale: { mode: 'draw', entryWindowHours: 0 } },
    });
    assert.equal(badSale.status, 400);
    assert.match(JSON.stringify(badSale.body), /entryWindowHours/);
    assert.equal(
      (await t.admin('PUT', '/api/scheduled-conversions/999999', { convertAt: inAnHour(), conversion: {} }))
        .status,
      404,
    );
    assert.equal((await t.admin('GET', '/api/scheduled-conversions')).body.length, 0, 'nothing stored');
  });

  test('is listed, moved and cancelled; a cancelled schedule converts nothing', async () => {
    const id = await sneakPeek('Cancelled Lamp');
    const first = await t.admin('PUT', `/api/scheduled-conversions/${id}`, {
      convertAt: inAnHour(),
      conversion: { sale: { mode: 'draw', entryWindowHours: 12 } },
    });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const moved = new Date(Date.now() + 2 * 60 * 60_000).toISOString();
    const again = await t.admin('PUT', `/api/scheduled-conversions/${id}`, {
      convertAt: moved,
      conversion: { price: '4100' },
    });
    const listed = (await t.admin('GET', '/api/scheduled-conversions')).body;
    assert.deepEqual(
      listed.filter((s: any) => s.comingSoonId === id),
      [again.body],
    );
    assert.deepEqual(scheduledConversionSchema.parse(again.body), {
      ...again.body,
      itemName: 'Cancelled Lamp',
      convertAt: moved,
      price: '4100.00',
      quantity: 1,
      sale: { mode: 'immediate' },
    });
    assert.equal((await t.admin('DELETE', `/api/scheduled-conversions/${id}`)).status, 204);
    assert.equal((await t.admin('DELETE', `/api/scheduled-conversions/${id}`)).status, 404);
    await t.catalog.scheduledConversions.runNow();
    assert.equal((await t.anyone('GET', `/api/coming-soon/${id}`)).status, 200, 'still a sneak peek');
    assert.equal(convertedEvents(id).length, 0);
  });

  test('converts at its time, once however many runners race, and the signups are told then', async () => {
    const id = await sneakPeek('Scheduled Lamp');
    const scheduled = await t.admin('PUT', `/api/scheduled-conversions/${id}`, {
      convertAt: inAnHour(),
      conversion: { sale: { mode: 'draw', entryWindowHours: 6 } },
    });
    assert.equal(scheduled.status, 200);
    // Not yet due: nothing happens, nothing is told.
    assert.equal(await t.catalog.scheduledConversions.runNow(), 0);
    assert.equal((await t.anyone('GET', `/api/coming-soon/${id}`)).status, 200);
    assert.equal(convertedEvents(id).length, 0);

    await makeDue(id);
    // Six more runners, each in its own transaction, as other instances would be.
    const conversions = t.catalog.app.get(ComingSoonConversionService);
    const results = await Promise.all([
      t.catalog.scheduledConversions.runNow(),
      ...Array.from({ length: 6 }, () => conversions.convertDue(id)),
    ]);
    assert.equal(results.filter((r) => r !== null && r !== 0).length, 1, 'converted once');
    assert.equal((await t.anyone('GET', `/api/coming-soon/${id}`)).status, 404, 'no longer a sneak peek');
    const converted = await t.eventOf('catalog.coming-soon.converted', (p: any) => p.item.id === id);
    const payload = converted.payload as any;
    assert.ok(payload.drawnRelease, 'opened as a drawn release, as scheduled');
    assert.equal(payload.product.price, '3200.00');
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(convertedEvents(id).length, 1, 'one conversion event');
    assert.equal(
      (await t.admin('GET', '/api/scheduled-conversions')).body.filter((s: any) => s.comingSoonId === id)
        .length,
      0,
    );
  });

  test('converting by hand first leaves the schedule nothing to do', async () => {
    const id = await sneakPeek('Hand Converted Lamp');
    await t.admin('PUT', `/api/scheduled-conversions/${id}`, { convertAt: inAnHour(), conversion: {} });
    assert.equal((await t.admin('POST', `/api/coming-soon/${id}/convert`, {})).status, 201);
    assert.equal(
      (await sql.query('SELECT 1 FROM catalog.scheduled_conversions WHERE coming_soon_id = $1', [id]))
        .rowCount,
      0,
    );
    assert.equal(await t.catalog.scheduledConversions.runNow(), 0);
    await t.eventOf('catalog.coming-soon.converted', (p: any) => p.item.id === id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(convertedEvents(id).length, 1);
  });
});
