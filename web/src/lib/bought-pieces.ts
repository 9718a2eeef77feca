// The pieces this browser bought, each with its order page (/orders/{token}), kept in local
// storage. A buyer who presses Back after paying lands on the piece's checkout again: it is theirs,
// not "just sold" to someone else, so the checkout says so and links their order. The order page
// writes it; the token is already in this browser's history, so nothing new is exposed.
const STORAGE_KEY = 'atelier.boughtPieces';
/** Enough for any collector's recent purchases; the oldest go first. */
const MAX_PIECES = 50;

type BoughtPieces = Record<string, string>;

function read(): BoughtPieces {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as BoughtPieces) : {};
  } catch {
    return {};
  }
}

/** Remembers that these pieces were bought in the order at `orderPath`. */
export function rememberBoughtPieces(productIds: number[], orderPath: string): void {
  const pieces = read();
  for (const id of productIds) {
    delete pieces[id];
    pieces[id] = orderPath;
  }
  const kept = Object.entries(pieces).slice(-MAX_PIECES);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or disabled: the checkout then says the piece was sold, as before.
  }
}

/** The order page of this browser's purchase of the piece, or null if it did not buy it. */
export function orderPathOfBoughtPiece(productId: number): string | null {
  const path = read()[productId];
  return typeof path === 'string' && path.startsWith('/orders/') ? path : null;
}
