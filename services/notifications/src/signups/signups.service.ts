import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  type NotificationSignup,
  type NotifySignupInput,
  parseUsPhoneNumber,
  productCategorySchema,
  SMS_CONSENT_TEXT,
  type UniquePhoneNumber,
} from '@atelier/contracts';
import { ComingSoonItemsRepository } from '../coming-soon-items/coming-soon-items.repository.js';
import { PhoneConfirmationsRepository } from '../confirmations/phone-confirmations.repository.js';
import { SignupConfirmations } from '../confirmations/signup-confirmations.js';
import { NotificationsDatabase } from '../database/notifications-database.js';
import { OptOutsRepository } from '../opt-outs/opt-outs.repository.js';
import { TextMessagesRepository } from '../texts/text-messages.repository.js';
import { type SignupRow, SignupsRepository } from './signups.repository.js';

/** Where the consent came from: the visitor's address, browser and page (a marketing list's record). */
export interface ConsentContext {
  ip: string | null;
  userAgent: string | null;
  referer: string | null;
}

@Injectable()
export class SignupsService {
  constructor(
    private readonly signups: SignupsRepository,
    private readonly items: ComingSoonItemsRepository,
    private readonly optOuts: OptOutsRepository,
    private readonly texts: TextMessagesRepository,
    private readonly phoneConfirmations: PhoneConfirmationsRepository,
    private readonly confirmations: SignupConfirmations,
    private readonly db: NotificationsDatabase,
  ) {}

  async signUp(
    comingSoonId: number,
    input: NotifySignupInput,
    context: ConsentContext,
  ): Promise<NotificationSignup> {
    const phone = parseUsPhoneNumber(input.phoneNumber);
    if (!phone.ok)
      throw new BadRequestException({
        message: phone.problem,
        issues: [{ path: 'phoneNumber', message: phone.problem }],
      });
    const item = await this.items.find(comingSoonId);
    if (!item) throw new NotFoundException('Coming soon item not found');
    if (item.releasedAt)
      throw new ConflictException('This piece has already been released: it is in the shop now');
    const signup = {
      comingSoonId,
      phoneNumber: phone.e164,
      consentText: input.consentText?.trim() || SMS_CONSENT_TEXT,
      consentIp: context.ip,
      consentSourcePage: input.sourcePage?.trim() || context.referer,
      consentUserAgent: context.userAgent?.slice(0, 500) ?? null,
    };
    // The signup and its confirmation text (double opt-in) commit together, or neither does.
    const created = await this.db.transaction(async (tx) => {
      const row = await this.signups.create(tx, signup);
      if (row) await this.confirmations.requestFor(tx, row, item.name);
      return row;
    });
    if (!created) throw new ConflictException('This phone number has already been registered for this item');
    const [answer] = await this.describe([created]);
    return answer;
  }

  async listForItem(comingSoonId: number): Promise<NotificationSignup[]> {
    return this.describe(await this.signups.list(comingSoonId));
  }

  async listAll(): Promise<NotificationSignup[]> {
    return this.describe(await this.signups.list());
  }

  async uniqueNumbers(): Promise<UniquePhoneNumber[]> {
    const rows = await this.signups.uniqueNumbers();
    const optedOut = await this.optOuts.optedOutAmong(rows.map((row) => row.phoneNumber));
    return rows.map((row) => ({
      phoneNumber: row.phoneNumber,
      signupCount: row._count._all,
      firstSignedUpAt: row._min.createdAt!.toISOString(),
      lastSignedUpAt: row._max.createdAt!.toISOString(),
      optedOut: optedOut.has(row.phoneNumber),
    }));
  }

  /** Adds to each signup its item, whether the number opted out, and its text's state. */
  private async describe(rows: SignupRow[]): Promise<NotificationSignup[]> {
    const numbers = rows.map((row) => row.phoneNumber);
    const [items, optedOut, confirmed, notifications] = await Promise.all([
      this.signups.itemsNamed(rows.map((row) => row.comingSoonId)),
      this.optOuts.optedOutAmong(numbers),
      this.phoneConfirmations.confirmedAmong(numbers),
      this.texts.latestBySignup(rows.map((row) => row.id)),
    ]);
    const itemById = new Map(items.map((item) => [item.id, item]));
    return rows.map((row) => {
      const item = itemById.get(row.comingSoonId);
      return {
        id: row.id,
        comingSoonId: row.comingSoonId,
        phoneNumber: row.phoneNumber,
        createdAt: row.createdAt.toISOString(),
        comingSoonItem: item
          ? {
              name: item.name,
              category: productCategorySchema.catch('other').parse(item.category),
              estimatedReleaseDate: item.estimatedReleaseDate?.toISOString() ?? null,
              released: item.releasedAt !== null,
            }
          : null,
        optedOut: optedOut.has(row.phoneNumber),
        confirmed: confirmed.has(row.phoneNumber),
        notification: notifications.get(row.id) ?? null,
      };
    });
  }
}
