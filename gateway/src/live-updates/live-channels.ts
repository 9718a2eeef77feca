import { randomUUID } from 'node:crypto';
import type { LiveState, LiveTopic } from './live-topics.js';

/** One message of a stream: its id, and the state it carries (as JSON, made once for every watcher). */
export interface LiveMessage {
  id: string;
  data: string;
  state: LiveState;
}

/** One open stream, as the channels see it: where its messages go. */
export interface Watcher {
  send(message: LiveMessage): void;
}

/** The public read's answer when it carries no state (404: nothing sold that way; 5xx: catalog unreachable). */
export interface ReadRefusal {
  status: number;
  body: string;
  headers: Record<string, string>;
}

export type ReadAnswer = { state: LiveState } | { refused: ReadRefusal };

/** Reads a product's current state through the gateway's own public route to catalog: a short request. */
export type ReadCurrent = (topic: LiveTopic, productId: number, requestId?: string) => Promise<ReadAnswer>;

export type Opened = { refused: ReadRefusal } | { detach(): void };

export interface LiveChannelsOptions {
  read: ReadCurrent;
  /** Messages kept per product for reconnects (default 64). */
  recentSize?: number;
  /** How long a product nobody watches keeps its messages for those coming back (default 60 s). */
  retainMs?: number;
}

interface Channel {
  key: string;
  topic: LiveTopic;
  productId: number;
  watchers: Set<Watcher>;
  /** The latest messages, oldest first; each is no older than the one before it (see advance). */
  recent: LiveMessage[];
  /** The newest state this instance knows, from an event or a read. */
  latest?: LiveState;
  /** The read under way, shared by every stream that opens meanwhile. */
  reading?: Promise<ReadAnswer>;
  /** Streams waiting for their first message: the channel is kept while there are any. */
  opening: number;
  retain?: NodeJS.Timeout;
}

const keyOf = (topic: LiveTopic, productId: number) => `${topic.name}:${productId}`;

/** A state as JSON but for its serverTime (when it was read): two equal ones say the same. */
const withoutClock = (state: LiveState) => JSON.stringify({ ...state, serverTime: '' });

/**
 * This gateway instance's watched products, each with its open streams (watchers) and its latest
 * messages. Catalog's committed events (delivered to every instance) are written to every watcher
 * of their product, so a watcher costs no connection to catalog; a new stream's first message comes
 * from one public read, shared by every stream that opens while it runs.
 *
 * Message ids are the events' own ids, the same on every instance. A reconnect that names one this
 * instance still keeps (the last `recentSize` per product) is sent exactly the messages after it; an
 * id it does not know (another instance's read, too old, or this instance restarted) gets the
 * current state instead. Every message carries the product's whole state, never a delta, so either
 * way the client ends on the latest state and misses no change's effect: what the second way skips
 * is only states that were already superseded.
 *
 * Order: a state strictly older than the latest one known (a late event, a read that began before a
 * change committed) is dropped, so no watcher goes back in time. A product's channel is created
 * before its first read is sent, so any change the read may have missed is an event delivered
 * after that: the first message is the newer of the two.
 */
export class LiveChannels {
  private readonly channels = new Map<string, Channel>();
  private readonly recentSize: number;
  private readonly retainMs: number;

  constructor(private readonly options: LiveChannelsOptions) {
    this.recentSize = options.recentSize ?? 64;
    this.retainMs = options.retainMs ?? 60_000;
  }

  /** A committed change from the bus: written to the product's watchers, if this instance has any. */
  publish(topic: LiveTopic, eventId: string, state: LiveState): void {
    const channel = this.channels.get(keyOf(topic, state.productId));
    // A redelivered event (the same id) was passed on already.
    if (!channel || channel.recent.some((message) => message.id === eventId)) return;
    this.advance(channel, { id: eventId, data: JSON.stringify(state), state });
  }

  /**
   * Opens a stream: the messages after `lastEventId` when this instance still keeps it, else the
   * current state (one read). They are handed to `watcher` before any later message, then it
   * follows the product until detached. A read that carries no state is handed back to answer with.
   */
  async open(
    topic: LiveTopic,
    productId: number,
    watcher: Watcher,
    options: { lastEventId?: string | undefined; requestId?: string | undefined } = {},
  ): Promise<Opened> {
    const channel = this.channelFor(topic, productId);
    channel.opening++;
    try {
      let first = options.lastEventId ? this.after(channel, options.lastEventId) : undefined;
      if (!first) {
        const answer = await this.readCurrent(channel, options.requestId);
        if ('refused' in answer) return answer;
        first = [this.startingFrom(channel, answer.state)];
      }
      // No await from here on: no event can come between these messages and the ones that follow.
      for (const message of first) watcher.send(message);
      channel.watchers.add(watcher);
      return { detach: () => this.detach(channel, watcher) };
    } finally {
      channel.opening--;
      this.keepOrDrop(channel);
    }
  }

  /**
   * After a gap in the bus's delivery (its subscription consuming again after a reconnect): what is
   * kept may miss changes, so nothing from before the gap is replayed, and every watched product
   * is read again, anything newer passed on.
   */
  async resync(): Promise<void> {
    await Promise.all(
      [...this.channels.values()].map(async (channel) => {
        channel.recent = [];
        if (channel.watchers.size === 0) return this.keepOrDrop(channel);
        const answer = await this.readCurrent(channel);
        if ('state' in answer)
          this.advance(channel, {
            id: randomUUID(),
            data: JSON.stringify(answer.state),
            state: answer.state,
          });
      }),
    );
  }

  /** Open streams on this instance. */
  get watching(): number {
    let count = 0;
    for (const channel of this.channels.values()) count += channel.watchers.size;
    return count;
  }

  /** Products this instance keeps (watched, opening, or kept for reconnects). */
  get products(): number {
    return this.channels.size;
  }

  private advance(channel: Channel, message: LiveMessage): void {
    const latest = channel.latest;
    if (latest && channel.topic.isOlder(message.state, latest)) return;
    // The same state again (a bid's event after its answer was announced): kept, so a reconnect
    // naming its id is known, but not sent twice.
    const repeated = latest !== undefined && withoutClock(latest) === withoutClock(message.state);
    channel.latest = message.state;
    channel.recent.push(message);
    if (channel.recent.length > this.recentSize) channel.recent.shift();
    if (!repeated) for (const watcher of channel.watchers) watcher.send(message);
  }

  /** The messages kept after `id`, or undefined when this instance does not keep it. */
  private after(channel: Channel, id: string): LiveMessage[] | undefined {
    const at = channel.recent.findIndex((message) => message.id === id);
    return at === -1 ? undefined : channel.recent.slice(at + 1);
  }

  /**
   * A stream's first message after a read: the read's state, unless an event brought a newer one
   * meanwhile. Its id is the newest message kept, so a reconnect naming it is replayed what came
   * after (none of it older than this state); with none kept, an id nobody keeps, so a reconnect
   * reads again.
   */
  private startingFrom(channel: Channel, read: LiveState): LiveMessage {
    if (!channel.latest || !channel.topic.isOlder(read, channel.latest)) channel.latest = read;
    const state = channel.latest;
    return { id: channel.recent.at(-1)?.id ?? randomUUID(), data: JSON.stringify(state), state };
  }

  private readCurrent(channel: Channel, requestId?: string): Promise<ReadAnswer> {
    channel.reading ??= this.options
      .read(channel.topic, channel.productId, requestId)
      .finally(() => (channel.reading = undefined));
    return channel.reading;
  }

  private channelFor(topic: LiveTopic, productId: number): Channel {
    const key = keyOf(topic, productId);
    let channel = this.channels.get(key);
    if (!channel) {
      channel = { key, topic, productId, watchers: new Set(), recent: [], opening: 0 };
      this.channels.set(key, channel);
    }
    clearTimeout(channel.retain);
    channel.retain = undefined;
    return channel;
  }

  private detach(channel: Channel, watcher: Watcher): void {
    channel.watchers.delete(watcher);
    this.keepOrDrop(channel);
  }

  /** A product nobody watches is kept `retainMs` for reconnects when it has messages, else dropped. */
  private keepOrDrop(channel: Channel): void {
    if (channel.watchers.size > 0 || channel.opening > 0 || channel.retain) return;
    const drop = () => {
      if (channel.watchers.size === 0 && channel.opening === 0) this.channels.delete(channel.key);
      channel.retain = undefined;
    };
    if (channel.recent.length === 0) return drop();
    channel.retain = setTimeout(drop, this.retainMs);
    channel.retain.unref();
  }
}
