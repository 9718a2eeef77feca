import type { AuctionEstimate } from '@atelier/contracts';
import { formatPrice } from '@/lib/format';

/** The owner's estimate in the store's prices: "$2,000–$3,000". */
export const formatEstimate = (estimate: AuctionEstimate) =>
  `${formatPrice(estimate.low)}–${formatPrice(estimate.high)}`;
