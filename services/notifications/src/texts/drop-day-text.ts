/**
 * The drop-day text: the piece, its artist, its product page, and how to opt out (kept short: one
 * segment where it can). A piece sold by a draw says until when entries are taken instead: the text
 * may be delayed to the number's daytime window, so it names the close, not a duration.
 */
export function dropDayText(
  item: { name: string; artistName: string | null; productUrl: string },
  publicOrigin: string,
  drawClosesAt?: string,
): string {
  const by = item.artistName ? ` by ${item.artistName}` : '';
  const url = new URL(item.productUrl, publicOrigin).toString();
  if (drawClosesAt)
    return `Atelier: ${item.name}${by} is released by draw. Enter by ${closeTime(drawClosesAt)}: ${url} Reply STOP to opt out`;
  return `Atelier: ${item.name}${by} is now available. ${url} Reply STOP to opt out`;
}

// 'Nov 26, 16:45 UTC': one zone for every reader (the page shows the time left on the server's clock).
const closeTime = (iso: string) =>
  `${new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  })} UTC`;
