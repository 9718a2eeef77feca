import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PublicAuction } from '@atelier/contracts';
import { LiveChannels, type LiveMessage, type ReadAnswer } from './live-channels.js';
import { auctionTopic } from './live-topics.js';

const state = (bidCount: number, over: Partial<PublicAuction> = {}) =>
  ({
    id: 1,
    productId: 7,
    phase: 'open',
    bidCount,
    serverTime: new Date().toISOString(),
    ...over,
  }) as PublicAuction;

/** Reads answered when the test says, counted. */
function heldReads() {
  const pending: Array<(answer: ReadAnswer) => void> = [];
  const reads = { count: 0, pending };
  const read = () => {
    reads.count++;
    return new Promise<ReadAnswer>((resolve) => pending.push(resolve));
  };
  return { reads, read, answer: (s: PublicAuction) => pending.shift()!({ state: s }) };
}

const watcher = () => {
  const got: LiveMessage[] = [];
  return {
    got,
    send: (message: LiveMessage) => void got.push(message),
    counts: () => got.map((m) => (m.state as PublicAuction).bidCount),
  };
};

describe('LiveChannels', () => {
  test("a read that began before a change ends after its event: the stream starts from the event's newer state", async () => {
    const { read, answer } = heldReads();
    const channels = new LiveChannels({ read });
    const page = watcher();
    const opening = channels.open(auctionTopic, 7, page);
    await sleep(0);
    channels.publish(auctionTopic, 'e2', state(2));
    answer(state(1));
    await opening;
    assert.deepEqual(page.counts(), [2]);
    assert.equal(page.got[0]!.id, 'e2', 'named after the message it equals');
    channels.publish(auctionTopic, 'e1', state(1)); // the late event of the read's own state
    channels.publish(auctionTopic, 'e2', state(2)); // a redelivery
    channels.publish(auctionTopic, 'e3', state(3));
    assert.deepEqual(page.counts(), [2, 3]);
  });

  test('streams opening together share one read; a known Last-Event-ID needs none', async () => {
    const { reads, read, answer } = heldReads();
    const channels = new LiveChannels({ read });
    const pages = [watcher(), watcher(), watcher()];
    const opening = pages.map((page) => channels.open(auctionTopic, 7, page));
    await sleep(0);
    answer(state(0));
    await Promise.all(opening);
    assert.equal(reads.count, 1);
    channels.publish(auctionTopic, 'e1', state(1));
    channels.publish(auctionTopic, 'e2', state(2));
    const back = watcher();
    await channels.open(auctionTopic, 7, back, { lastEventId: 'e1' });
    assert.deepEqual(
      back.got.map((m) => m.id),
      ['e2'],
    );
    assert.equal(reads.count, 1);
    assert.equal(channels.watching, 4);
  });

  test('a product nobody watches keeps its messages for a while for reconnects, then goes', async () => {
    const { read, answer } = heldReads();
    const channels = new LiveChannels({ read, retainMs: 50 });
    const page = watcher();
    const opening = channels.open(auctionTopic, 7, page);
    await sleep(0);
    answer(state(0));
    const opened = await opening;
    assert.ok('detach' in opened);
    channels.publish(auctionTopic, 'e1', state(1));
    opened.detach();
    assert.equal(channels.products, 1);
    channels.publish(auctionTopic, 'e2', state(2)); // still followed meanwhile
    const back = watcher();
    const reopened = await channels.open(auctionTopic, 7, back, { lastEventId: 'e1' });
    assert.deepEqual(back.counts(), [2]);
    assert.ok('detach' in reopened);
    reopened.detach();
    await sleep(80);
    assert.equal(channels.products, 0, 'gone once kept long enough');
    const refused = new LiveChannels({
      read: async () => ({ refused: { status: 404, body: '{}', headers: {} } }),
    });
    assert.deepEqual(await refused.open(auctionTopic, 8, watcher()), {
      refused: { status: 404, body: '{}', headers: {} },
    });
    assert.equal(refused.products, 0, 'a read that found nothing keeps nothing');
  });

  test('after a gap in the bus, nothing from before it is replayed and watched products are read again', async () => {
    const { reads, read, answer } = heldReads();
    const channels = new LiveChannels({ read });
    const page = watcher();
    const opening = channels.open(auctionTopic, 7, page);
    await sleep(0);
    answer(state(0));
    await opening;
    channels.publish(auctionTopic, 'e1', state(1));
    const resync = channels.resync();
    await sleep(0);
    answer(state(4)); // three bids were published while this instance had no queue
    await resync;
    assert.deepEqual(page.counts(), [0, 1, 4]);
    assert.equal(reads.count, 2);
    const back = watcher();
    const reopening = channels.open(auctionTopic, 7, back, { lastEventId: 'e1' });
    await sleep(0);
    answer(state(4));
    await reopening;
    assert.deepEqual(back.counts(), [4], 'e1 is no longer replayed: the current state is read');
  });
});
