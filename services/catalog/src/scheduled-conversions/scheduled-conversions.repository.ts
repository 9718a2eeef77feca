import { Injectable } from '@nestjs/common';
import {
  convertComingSoonInputSchema,
  type ConvertComingSoonInput,
  type ScheduledConversion,
} from '@atelier/contracts';
import { CatalogDatabase, type CatalogTransaction } from '../database/catalog-database.js';
import { convertedPrice } from '../coming-soon/sneak-peek-conversion.js';

interface ScheduleRow {
  comingSoonId: number;
  convertAt: Date;
  conversion: unknown;
  createdAt: Date;
  item: { name: string; estimatedPrice: { toFixed(digits: number): string } | null };
}

function toScheduledConversion(row: ScheduleRow): ScheduledConversion {
  const conversion = convertComingSoonInputSchema.parse(row.conversion);
  return {
    comingSoonId: row.comingSoonId,
    itemName: row.item.name,
    convertAt: row.convertAt.toISOString(),
    price: convertedPrice(conversion.price, row.item.estimatedPrice?.toFixed(2) ?? null),
    quantity: conversion.quantity,
    sale: conversion.sale,
    createdAt: row.createdAt.toISOString(),
  };
}

const withItem = { item: { select: { name: true, estimatedPrice: true } } } as const;

/**
 * Sneak peeks to convert at a set time (issue 32 item 9): kept, listed, cancelled, and locked for
 * the runner; ComingSoonConversionService decides when and how they are carried out.
 */
@Injectable()
export class ScheduledConversionsRepository {
  constructor(private readonly db: CatalogDatabase) {}

  async list(): Promise<ScheduledConversion[]> {
    const rows = await this.db.prisma.scheduledConversion.findMany({
      include: withItem,
      orderBy: [{ convertAt: 'asc' }, { comingSoonId: 'asc' }],
    });
    return rows.map(toScheduledConversion);
  }

  /** Schedules (or moves) an item's conversion. Null when no item has that id. */
  async schedule(
    comingSoonId: number,
    convertAt: Date,
    conversion: ConvertComingSoonInput,
  ): Promise<ScheduledConversion | null> {
    return this.db.transaction(async (tx) => {
      const item = await tx.comingSoonItem.findUnique({ where: { id: comingSoonId }, select: { id: true } });
      if (!item) return null;
      const row = await tx.scheduledConversion.upsert({
        where: { comingSoonId },
        create: { comingSoonId, convertAt, conversion },
        update: { convertAt, conversion, createdAt: new Date() },
        include: withItem,
      });
      return toScheduledConversion(row);
    });
  }

  /** False when the item had no schedule (or was converted meanwhile). */
  async cancel(comingSoonId: number): Promise<boolean> {
    const { count } = await this.db.prisma.scheduledConversion.deleteMany({ where: { comingSoonId } });
    return count > 0;
  }

  /** Items whose time has come on the database's clock, soonest first. */
  async dueIds(limit: number): Promise<number[]> {
    const rows = await this.db.prisma.$queryRaw<{ id: number }[]>`
      SELECT coming_soon_id AS id FROM catalog.scheduled_conversions
      WHERE convert_at <= clock_timestamp() ORDER BY convert_at LIMIT ${limit}`;
    return rows.map((r) => r.id);
  }

  /**
   * Locks an item's schedule until the transaction ends (SKIP LOCKED: one another instance is busy
   * with is left alone) and reads it, with whether its time has come on the database's clock. The
   * conversion deletes the item and so the schedule: a second instance, or a second pass, finds
   * none. Null when there is none (or another instance holds it).
   */
  async takeSchedule(
    tx: CatalogTransaction,
    comingSoonId: number,
  ): Promise<{ conversion: ConvertComingSoonInput; due: boolean } | null> {
    const rows = await tx.$queryRaw<{ conversion: unknown; due: boolean }[]>`
      SELECT conversion, convert_at <= clock_timestamp() AS due FROM catalog.scheduled_conversions
      WHERE coming_soon_id = ${comingSoonId} FOR UPDATE SKIP LOCKED`;
    const row = rows[0];
    return row ? { conversion: convertComingSoonInputSchema.parse(row.conversion), due: row.due } : null;
  }
}
