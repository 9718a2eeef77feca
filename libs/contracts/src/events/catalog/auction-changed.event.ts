import { z } from 'zod';
import { publicAuctionSchema } from '../../auctions/auction.schema.js';
import { defineEvent } from '../event-envelope.js';

/**
 * Emitted by catalog when an auction is opened, bid on, ended or cancelled: its public state after
 * the change (serverTime is when it changed). Live product pages are pushed it.
 */
export const auctionChangedEvent = defineEvent(
  'catalog.auction.changed',
  z.object({ auction: publicAuctionSchema }),
);
