/** How often cart-checkout's periodic tasks run; tests lengthen them through startCartCheckout's options. */
export interface CartCheckoutIntervalOptions {
  /** How often open checkouts with an expired hold are settled (default 30 s). */
  expirySweepIntervalMs?: number;
  /** How often expired claims are lapsed (default 30 s). */
  claimSweepIntervalMs?: number;
}

/** The intervals the periodic tasks are made with (a provider of CartCheckoutModule). */
export class CartCheckoutIntervals {
  readonly expirySweepMs: number;
  readonly claimSweepMs: number;

  constructor(options: CartCheckoutIntervalOptions) {
    this.expirySweepMs = options.expirySweepIntervalMs ?? 30_000;
    this.claimSweepMs = options.claimSweepIntervalMs ?? 30_000;
  }
}
