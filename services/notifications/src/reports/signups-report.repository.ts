import { Injectable } from '@nestjs/common';
import type { SignupsReport } from '@atelier/contracts/reports';
import { NotificationsDatabase } from '../database/notifications-database.js';

interface ItemSignupsRow {
  coming_soon_id: number;
  product_id: number | null;
  name: string | null;
  signups: number;
  confirmed: number;
}

/** Signups per sneak-peek item for the admin's Reports (draw demand), counted in SQL. */
@Injectable()
export class SignupsReportRepository {
  constructor(private readonly db: NotificationsDatabase) {}

  async report(): Promise<SignupsReport> {
    const rows = await this.db.prisma.$queryRaw<ItemSignupsRow[]>`
      SELECT s.coming_soon_id, i.product_id, i.name,
        count(*)::int AS signups,
        count(*) FILTER (WHERE c.confirmed_at IS NOT NULL)::int AS confirmed
      FROM notifications.notification_signups s
      LEFT JOIN notifications.coming_soon_items i ON i.id = s.coming_soon_id
      LEFT JOIN notifications.phone_confirmations c ON c.phone_number = s.phone_number
      GROUP BY s.coming_soon_id, i.product_id, i.name
      ORDER BY signups DESC, s.coming_soon_id`;
    return {
      items: rows.map((row) => ({
        comingSoonId: row.coming_soon_id,
        productId: row.product_id,
        name: row.name,
        signups: row.signups,
        confirmed: row.confirmed,
      })),
    };
  }
}
