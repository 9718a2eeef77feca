/** How often the catalog's periodic tasks run; tests shorten them through startCatalog's options. */
export interface CatalogIntervalOptions {
  /** How often expired stock holds are released (default 15 s). */
  stockHoldSweepIntervalMs?: number;
  /** How often auctions past their end are closed and their winners named (default 2 s). */
  auctionCloseIntervalMs?: number;
  /** How often drawn releases past their entry window are drawn (default 2 s). */
  drawCloseIntervalMs?: number;
  /** How often sneak peeks scheduled to convert are looked for (default 5 s). */
  scheduledConversionIntervalMs?: number;
  /** How often due auction reminders (an hour before the end) are looked for (default 5 s). */
  auctionReminderIntervalMs?: number;
  /** How often offers past their time are expired (default 10 s). */
  offerExpiryIntervalMs?: number;
}

/** The intervals the periodic tasks are made with (a provider of CatalogModule). */
export class CatalogIntervals {
  readonly stockHoldSweepMs: number;
  readonly auctionCloseMs: number;
  readonly drawCloseMs: number;
  readonly scheduledConversionMs: number;
  readonly auctionReminderMs: number;
  readonly offerExpiryMs: number;

  constructor(options: CatalogIntervalOptions) {
    this.stockHoldSweepMs = options.stockHoldSweepIntervalMs ?? 15_000;
    this.auctionCloseMs = options.auctionCloseIntervalMs ?? 2_000;
    this.drawCloseMs = options.drawCloseIntervalMs ?? 2_000;
    this.scheduledConversionMs = options.scheduledConversionIntervalMs ?? 5_000;
    this.auctionReminderMs = options.auctionReminderIntervalMs ?? 5_000;
    this.offerExpiryMs = options.offerExpiryIntervalMs ?? 10_000;
  }
}
