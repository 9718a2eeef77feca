import { Injectable } from '@nestjs/common';
import {
  convertComingSoonInputSchema,
  type ConvertComingSoonInput,
  type Product,
  type ScheduledConversion,
} from '@atelier/contracts';
import { CatalogDatabase } from '../database/catalog-database.js';
import { convertComingSoonItem } from '../coming-soon/coming-soon.repository.js';

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
    price: conversion.price ?? row.item.estimatedPrice?.toFixed(2) ?? '0.00',
    quantity: conversion.quantity,
    sale: conversion.sale,
    createdAt: row.createdAt.toISOString(),
  };
}

const withItem = { item: { select: { name: true, estimatedPrice: true } } } as const;

/** Sneak peeks to convert at a set time (issue 32 item 9): kept, listed, cancelled and carried out. */
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
   * Carries out one due schedule: its row is locked (SKIP LOCKED: another instance busy with it is
   * left alone) and still due, then the item is converted in the same transaction, which deletes
   * the item and so the schedule. A second instance, or a second pass, finds no row: the item is
   * converted and its signups texted once. Null when there was nothing (left) to do.
   */
  convertDue(comingSoonId: number): Promise<Product | null> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.$queryRaw<{ conversion: unknown }[]>`
        SELECT conversion FROM catalog.scheduled_conversions
        WHERE coming_soon_id = ${comingSoonId} AND convert_at <= clock_timestamp()
        FOR UPDATE SKIP LOCKED`;
      if (rows.length === 0) return null;
      const input = convertComingSoonInputSchema.parse(rows[0]!.conversion);
      // The owner's choice, settled when the drop was scheduled (the controller stores it).
      const randomness = (input.sale.mode === 'draw' && input.sale.randomness) || 'house-seed-only';
      return convertComingSoonItem(tx, comingSoonId, input, randomness);
    });
  }
}
