import { Injectable } from '@nestjs/common';
import type { PieceEnquiry, PieceEnquiryRequest } from '@atelier/contracts';
import { NotificationsDatabase, type NotificationsTransaction } from '../database/notifications-database.js';
import type { PieceEnquiry as PieceEnquiryRow } from '../generated/prisma/client.js';

const toPieceEnquiry = (row: PieceEnquiryRow): PieceEnquiry => ({
  id: row.id,
  productId: row.productId,
  pieceName: row.pieceName,
  name: row.name,
  email: row.email,
  message: row.message,
  // A CHECK constraint holds it to these two.
  status: row.status === 'read' ? 'read' : 'unread',
  createdAt: row.createdAt.toISOString(),
});

/** Collectors' questions about pieces, as stored and as the admin lists them. */
@Injectable()
export class PieceEnquiriesRepository {
  constructor(private readonly db: NotificationsDatabase) {}

  /** In the transaction that records its mail to the owner. */
  async create(
    tx: NotificationsTransaction,
    productId: number,
    request: PieceEnquiryRequest,
    mailKey: string,
  ): Promise<PieceEnquiry> {
    return toPieceEnquiry(await tx.pieceEnquiry.create({ data: { productId, ...request, mailKey } }));
  }

  async list(): Promise<PieceEnquiry[]> {
    const rows = await this.db.prisma.pieceEnquiry.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 500,
    });
    return rows.map(toPieceEnquiry);
  }

  async markRead(id: number): Promise<PieceEnquiry | undefined> {
    await this.db.prisma.pieceEnquiry.updateMany({
      where: { id, status: 'unread' },
      data: { status: 'read' },
    });
    const row = await this.db.prisma.pieceEnquiry.findUnique({ where: { id } });
    return row ? toPieceEnquiry(row) : undefined;
  }
}
