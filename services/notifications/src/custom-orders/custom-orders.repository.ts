import { Injectable } from '@nestjs/common';
import type { CustomOrder, CustomOrderRequest } from '@atelier/contracts';
import { NotificationsDatabase } from '../database/notifications-database.js';
import type { CustomOrder as CustomOrderRow } from '../generated/prisma/client.js';

const toCustomOrder = (row: CustomOrderRow): CustomOrder => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

@Injectable()
export class CustomOrdersRepository {
  constructor(private readonly db: NotificationsDatabase) {}

  async create(request: CustomOrderRequest): Promise<CustomOrder> {
    return toCustomOrder(await this.db.prisma.customOrder.create({ data: request }));
  }

  async list(): Promise<CustomOrder[]> {
    const rows = await this.db.prisma.customOrder.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    return rows.map(toCustomOrder);
  }

  unreadCount(): Promise<number> {
    return this.db.prisma.customOrder.count({ where: { status: 'unread' } });
  }

  /** unread becomes read; any other status stays (the admin's later steps are not undone). */
  async markRead(id: number): Promise<CustomOrder | undefined> {
    await this.db.prisma.customOrder.updateMany({
      where: { id, status: 'unread' },
      data: { status: 'read', updatedAt: new Date() },
    });
    const row = await this.db.prisma.customOrder.findUnique({ where: { id } });
    return row ? toCustomOrder(row) : undefined;
  }
}
