/** The drop-day text: the piece, its artist, its product page, and how to opt out (kept short: one segment where it can). */
export function dropDayText(
  item: { name: string; artistName: string | null; productUrl: string },
  publicOrigin: string,
): string {
  const by = item.artistName ? ` by ${item.artistName}` : '';
  const url = new URL(item.productUrl, publicOrigin).toString();
  return `Atelier: ${item.name}${by} is now available. ${url} Reply STOP to opt out`;
}
