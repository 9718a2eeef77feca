import { DRAND_QUICKNET } from '@atelier/contracts';
import { fetchBeacon, HttpCachingChain, HttpChainClient } from 'drand-client';
import { type QuicknetBeacon, verifyQuicknetBeacon } from './verify-beacon.js';

/** The chain a store draws from: quicknet, or (tests only) a chain of the test's own making. */
export interface BeaconChain {
  chainHash: string;
  publicKey: string;
}

export interface BeaconSourceOptions {
  /** Mirrors of the chain, tried in order; empty: the beacon is off (an offline store). */
  urls: readonly string[];
  /** How long one mirror may take to answer (default 10 s). */
  timeoutMs?: number;
  /** Tests only: a chain other than quicknet (the fake beacon server's). */
  chain?: BeaconChain;
}

/**
 * Fetches and verifies a round of drand's beacon through drand-client (one client per mirror; each
 * checks the mirror's chain info against the chain hash and public key and the beacon's BLS
 * signature), then verifies it again here (verify-beacon.ts) before anything is stored: a beacon
 * that does not verify under the chain's public key is refused, whichever mirror served it.
 */
export class BeaconSource {
  readonly chain: BeaconChain;
  private readonly clients: { url: string; client: HttpChainClient }[];
  private readonly timeoutMs: number;

  constructor(options: BeaconSourceOptions) {
    this.chain = options.chain ?? {
      chainHash: DRAND_QUICKNET.chainHash,
      publicKey: DRAND_QUICKNET.publicKey,
    };
    this.timeoutMs = options.timeoutMs ?? 10_000;
    const clientOptions = {
      disableBeaconVerification: false,
      noCache: false,
      chainVerificationParams: { chainHash: this.chain.chainHash, publicKey: this.chain.publicKey },
    };
    this.clients = options.urls.map((url) => ({
      url,
      client: new HttpChainClient(
        new HttpCachingChain(`${url}/${this.chain.chainHash}`, clientOptions),
        clientOptions,
      ),
    }));
  }

  get enabled(): boolean {
    return this.clients.length > 0;
  }

  get mirrors(): string[] {
    return this.clients.map((c) => c.url);
  }

  /** Null when some mirror answers with this chain's info; else why none did. */
  async unavailableReason(): Promise<string | null> {
    if (!this.enabled) return 'the drand beacon is switched off on this store (DRAND_URLS is empty)';
    const failures: string[] = [];
    for (const { url, client } of this.clients) {
      try {
        await this.withTimeout(client.chain().info(), url);
        return null;
      } catch (error) {
        failures.push(`${url}: ${messageOf(error)}`);
      }
    }
    return `no drand mirror answered (${failures.join('; ')})`;
  }

  /**
   * The round, verified, from the first mirror that serves it; throws naming every mirror's failure
   * (the closer tries again on its next pass: the draw waits rather than proceeds without it).
   */
  async fetchRound(round: number): Promise<QuicknetBeacon> {
    if (!this.enabled)
      throw new Error('the drand beacon is switched off on this store (DRAND_URLS is empty)');
    const failures: string[] = [];
    for (const { url, client } of this.clients) {
      try {
        const fetched = await this.withTimeout(fetchBeacon(client, round), url);
        const beacon = { round: fetched.round, randomness: fetched.randomness, signature: fetched.signature };
        if (!verifyQuicknetBeacon(beacon, round, this.chain.publicKey))
          throw new Error(`round ${round} does not verify under the chain's public key`);
        return beacon;
      } catch (error) {
        failures.push(`${url}: ${messageOf(error)}`);
      }
    }
    throw new Error(failures.join('; '));
  }

  private withTimeout<T>(work: Promise<T>, url: string): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer from ${url} in ${this.timeoutMs} ms`)),
        this.timeoutMs,
      );
    });
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200);
