/**
 * Where the draw finds a buyer's card on file: the fingerprint of the card cart-checkout saved for
 * them (catalog keeps a projection of checkout.buyer-card.saved). Null: no card on file.
 */
export abstract class BuyerCardFingerprints {
  abstract fingerprintOf(buyerId: string): Promise<string | null>;
}
