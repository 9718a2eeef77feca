/**
 * The carriers the owner picks from when marking an order shipped (issue 32 item 4): parcel
 * companies for small pieces, freight and white-glove companies for furniture. `trackingUrl` is the
 * carrier's public tracking page with `{number}` where the tracking number goes; null where the
 * carrier has no page that takes the number in its address (the buyer is given the number to quote).
 * Any other carrier is typed in free text and gets no link.
 */
export const CARRIERS = [
  { id: 'ups', name: 'UPS', kind: 'parcel', trackingUrl: 'https://www.ups.com/track?tracknum={number}' },
  {
    id: 'fedex',
    name: 'FedEx',
    kind: 'parcel',
    trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr={number}',
  },
  {
    id: 'usps',
    name: 'USPS',
    kind: 'parcel',
    trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}',
  },
  {
    id: 'dhl',
    name: 'DHL Express',
    kind: 'parcel',
    trackingUrl:
      'https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id={number}',
  },
  {
    id: 'fedex-freight',
    name: 'FedEx Freight',
    kind: 'freight',
    trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr={number}',
  },
  {
    id: 'estes',
    name: 'Estes Final Mile (white glove)',
    kind: 'white-glove',
    trackingUrl: 'https://www.estes-express.com/myestes/shipment-tracking/?type=PRO&query={number}',
  },
  { id: 'plycon', name: 'Plycon (white glove)', kind: 'white-glove', trackingUrl: null },
  {
    id: 'jbhunt-final-mile',
    name: 'J.B. Hunt Final Mile (white glove)',
    kind: 'white-glove',
    trackingUrl: null,
  },
  { id: 'rxo-last-mile', name: 'RXO Last Mile (white glove)', kind: 'white-glove', trackingUrl: null },
] as const satisfies ReadonlyArray<{
  id: string;
  name: string;
  kind: 'parcel' | 'freight' | 'white-glove';
  trackingUrl: string | null;
}>;

export type Carrier = (typeof CARRIERS)[number];

/**
 * The carrier the owner named: one of the list by its id or its name (any case), else their own
 * words with no tracking page.
 */
export function resolveCarrier(named: string): { name: string; trackingUrl: string | null } {
  const wanted = named.trim().toLowerCase();
  const known = CARRIERS.find((c) => c.id === wanted || c.name.toLowerCase() === wanted);
  return known
    ? { name: known.name, trackingUrl: known.trackingUrl }
    : { name: named.trim(), trackingUrl: null };
}

/** The tracking page of one shipment, or null when the carrier has none. */
export const trackingUrlOf = (template: string | null, trackingNumber: string): string | null =>
  template ? template.replace('{number}', encodeURIComponent(trackingNumber.trim())) : null;
