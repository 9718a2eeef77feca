import { createHmac, randomInt, randomUUID } from 'node:crypto';
import {
  BUYER_CODE_MAX_ATTEMPTS,
  BUYER_CODE_TTL_SECONDS,
  BUYER_TEXTS_CONSENT,
  type Buyer,
  type BuyerVerificationStarted,
} from '@atelier/contracts';
import {
  ConflictException,
  GoneException,
  HttpException,
  HttpStatus,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { addressLimitKey, type AuthKeys, KeyRing } from '@atelier/platform';
import type { Logger } from 'pino';
import type { OptOutsRepository } from '../opt-outs/opt-outs.repository.js';
import type { SmsSender } from '../texts/sms-sender.js';
import type { BuyersRepository } from './buyers.repository.js';

/**
 * Codes per number from one client, and per client, in the window (clients as addressLimitKey counts
 * them: an IPv6 /64 is one). A stranger cannot flood a phone from their address, and cannot spend the
 * owner's codes either: the number's allowance is per client, so the owner at their own address
 * still gets a code however many strangers asked for one. The price: a number can get
 * CODES_PER_NUMBER an hour from each client that asks, each client CODES_PER_ADDRESS in all; its
 * owner can reply STOP, after which no code is sent to it.
 */
export const CODES_PER_NUMBER = 3;
export const CODES_PER_ADDRESS = 10;
export const CODE_WINDOW_MS = 60 * 60_000;

export const codeText = (code: string) =>
  `Atelier: your code is ${code}. It expires in ${BUYER_CODE_TTL_SECONDS / 60} minutes. Do not share it. Reply STOP to opt out, HELP for help.`;

export interface BuyerVerificationSettings {
  /**
   * INTERNAL_AUTH_SECRET: the code's HMAC key (a leaked table alone does not reveal codes). Stored
   * as `<keyId>.<hmac>` under the ring's current key, checked under the key it names (key-ring.ts).
   */
  secret: AuthKeys;
  now: () => Date;
  /** Makes the 6-digit code (tests choose it). */
  newCode?: () => string;
  /** Codes per client address in the window (default CODES_PER_ADDRESS). */
  codesPerAddress?: number;
}

/**
 * Verifies a buyer's phone with a one-time code texted at once (not queued behind the daytime
 * window or the drop-day fan-out: the person is waiting for it on the page). Codes are stored as an
 * HMAC, expire after BUYER_CODE_TTL_SECONDS and die after BUYER_CODE_MAX_ATTEMPTS wrong tries.
 */
export class BuyerVerification {
  constructor(
    private readonly buyers: BuyersRepository,
    private readonly optOuts: OptOutsRepository,
    private readonly sender: SmsSender,
    private readonly settings: BuyerVerificationSettings,
    private readonly logger: Logger,
  ) {}

  async start(phoneNumber: string, ipAddress: string | null): Promise<BuyerVerificationStarted> {
    const now = this.settings.now();
    const addressKey = ipAddress === null ? null : addressLimitKey(ipAddress);
    const recent = await this.buyers.recentCodes(
      phoneNumber,
      addressKey,
      new Date(now.getTime() - CODE_WINDOW_MS),
    );
    if (recent.forNumberFromAddress >= CODES_PER_NUMBER)
      throw new HttpException(
        'Too many codes sent to this number: try again in an hour',
        HttpStatus.TOO_MANY_REQUESTS,
      );
    if (recent.fromAddress >= (this.settings.codesPerAddress ?? CODES_PER_ADDRESS))
      throw new HttpException(
        'Too many codes requested from this address: try again later',
        HttpStatus.TOO_MANY_REQUESTS,
      );
    if (await this.optOuts.isOptedOut(phoneNumber))
      throw new ConflictException(
        'This number replied STOP to our texts: text START to it first, then try again',
      );
    const id = randomUUID();
    const code = this.settings.newCode?.() ?? String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(now.getTime() + BUYER_CODE_TTL_SECONDS * 1000);
    // Recorded before sending, so a flood of requests counts against the limits even if sends fail.
    await this.buyers.createVerification({
      id,
      phoneNumber,
      codeHash: this.codeHash(id, code),
      expiresAt,
      ipAddress,
      addressKey,
      consentText: BUYER_TEXTS_CONSENT,
    });
    try {
      await this.sender.send({
        to: phoneNumber,
        body: codeText(code),
        validitySeconds: BUYER_CODE_TTL_SECONDS,
      });
    } catch (err) {
      this.logger.warn({ err }, 'verification code not sent');
      throw new HttpException(
        'The code could not be texted: check the number and try again',
        HttpStatus.BAD_GATEWAY,
      );
    }
    return {
      verificationId: id,
      expiresAt: expiresAt.toISOString(),
      sentTo: `•••• ${phoneNumber.slice(-4)}`,
    };
  }

  /** `name`: how the owner will recognise the buyer among bidders, if they gave it. */
  async confirm(verificationId: string, code: string, name?: string): Promise<Buyer> {
    // A stored hash without a key id was made before key ids: any key of the ring may match it.
    const expected = (codeHash: string) => {
      const dot = codeHash.indexOf('.');
      const [keyId, stored] =
        dot === -1 ? [undefined, codeHash] : [codeHash.slice(0, dot), codeHash.slice(dot + 1)];
      return KeyRing.of(this.settings.secret).verifies(keyId, stored, (secret) =>
        this.hash(secret, verificationId, code),
      );
    };
    const check = await this.buyers.check(
      verificationId,
      expected,
      BUYER_CODE_MAX_ATTEMPTS,
      this.settings.now(),
      name,
    );
    switch (check.outcome) {
      case 'verified':
        return this.toBuyer(check.buyer);
      case 'missing':
        throw new NotFoundException('No such code was sent: ask for a new one');
      case 'used':
        throw new GoneException('This code was already used: ask for a new one');
      case 'expired':
        throw new GoneException('This code has expired: ask for a new one');
      case 'too-many-attempts':
        throw new GoneException('Too many wrong tries: ask for a new code');
      case 'wrong':
        throw new UnprocessableEntityException(
          `code is not the one we texted (${check.attemptsLeft} ${check.attemptsLeft === 1 ? 'try' : 'tries'} left)`,
        );
    }
  }

  async current(buyerId: string): Promise<Buyer> {
    const buyer = await this.buyers.findBuyer(buyerId);
    if (!buyer) throw new NotFoundException('No such buyer: verify your phone again');
    return this.toBuyer(buyer);
  }

  private async toBuyer(buyer: { id: string; phoneNumber: string; verifiedAt: Date }): Promise<Buyer> {
    return {
      buyerId: buyer.id,
      phoneLast4: buyer.phoneNumber.slice(-4),
      verifiedAt: buyer.verifiedAt.toISOString(),
      textsStopped: await this.optOuts.isOptedOut(buyer.phoneNumber),
    };
  }

  private codeHash(verificationId: string, code: string) {
    const key = KeyRing.of(this.settings.secret).current;
    return `${key.id}.${this.hash(key.secret, verificationId, code)}`;
  }

  private hash(secret: string, verificationId: string, code: string) {
    return createHmac('sha256', secret).update(`buyer-code\n${verificationId}\n${code}`).digest('base64url');
  }
}
