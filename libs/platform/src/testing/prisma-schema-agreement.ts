import { readFileSync } from 'node:fs';
import type { DatabaseConnection } from '../database/database-connection.js';
import { withSqlSession } from '../database/sql-session.js';

export interface ColumnShape {
  table: string;
  column: string;
  type: string;
  nullable: boolean;
}

const SCALARS = new Set([
  'Int',
  'BigInt',
  'String',
  'Boolean',
  'DateTime',
  'Decimal',
  'Json',
  'Float',
  'Bytes',
]);

/**
 * The columns a Prisma schema describes, in PostgreSQL's own type names. Relation fields have no
 * column; scalar lists are nullable arrays, as Prisma Migrate creates them.
 */
export function columnsFromPrismaSchema(schemaPath: string, dbSchema: string): ColumnShape[] {
  const source = readFileSync(schemaPath, 'utf8');
  const columns: ColumnShape[] = [];
  for (const [, modelName, body] of source.matchAll(/^model\s+(\w+)\s*\{([\s\S]*?)^\}/gm)) {
    if (!new RegExp(`@@schema\\("${dbSchema}"\\)`).test(body)) continue;
    const table = /@@map\("([^"]+)"\)/.exec(body)?.[1] ?? modelName;
    for (const line of body.split('\n')) {
      const field = /^\s*(\w+)\s+(\w+)(\[\])?(\?)?\s*(.*)$/.exec(line);
      if (!field || line.trim().startsWith('//') || line.trim().startsWith('@@')) continue;
      const [, name, type, list, optional, attributes] = field;
      if (!SCALARS.has(type)) continue;
      const column = /@map\("([^"]+)"\)/.exec(attributes)?.[1] ?? name;
      const nativeType = /@db\.(\w+)(\(([^)]*)\))?/.exec(attributes);
      columns.push({
        table,
        column,
        type: postgresType(type, nativeType?.[1], nativeType?.[3], Boolean(list)),
        nullable: Boolean(optional || list),
      });
    }
  }
  return columns.sort(byTableAndColumn);
}

function postgresType(
  prismaType: string,
  native: string | undefined,
  args: string | undefined,
  list: boolean,
): string {
  const base = (() => {
    switch (native ?? prismaType) {
      case 'Int':
      case 'Integer':
        return 'integer';
      case 'BigInt':
        return 'bigint';
      case 'String':
      case 'Text':
        return 'text';
      case 'VarChar':
        return args ? `character varying(${args})` : 'character varying';
      case 'Uuid':
        return 'uuid';
      case 'Boolean':
        return 'boolean';
      case 'DateTime':
        return 'timestamp(3) without time zone';
      case 'Timestamp':
        return `timestamp(${args ?? '6'}) without time zone`;
      case 'Timestamptz':
        return `timestamp(${args ?? '6'}) with time zone`;
      case 'Date':
        return 'date';
      case 'Decimal':
        return `numeric(${(args ?? '65,30').replace(/\s/g, '')})`;
      case 'Json':
        return native === 'Json' ? 'json' : 'jsonb';
      case 'JsonB':
        return 'jsonb';
      case 'Float':
      case 'DoublePrecision':
        return 'double precision';
      case 'Bytes':
        return 'bytea';
      default:
        return `unknown:${native ?? prismaType}`;
    }
  })();
  return list ? `${base}[]` : base;
}

/** The columns that exist in a migrated database schema, in the same shape. */
export async function columnsFromDatabase(
  connection: DatabaseConnection,
  dbSchema: string,
): Promise<ColumnShape[]> {
  const rows = await withSqlSession(connection, (session) =>
    session.query<{ table_name: string; column_name: string; type: string; is_nullable: string }>(
      `SELECT c.relname AS table_name, a.attname AS column_name,
              format_type(a.atttypid, a.atttypmod) AS type, CASE WHEN a.attnotnull THEN 'NO' ELSE 'YES' END AS is_nullable
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = $1 AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped AND c.relname NOT IN ('_prisma_migrations', '_atelier_first_start')`,
      [dbSchema],
    ),
  );
  return rows
    .map((row) => ({
      table: row.table_name,
      column: row.column_name,
      type: normaliseDatabaseType(row.type),
      nullable: row.is_nullable === 'YES',
    }))
    .sort(byTableAndColumn);
}

// format_type() spells timestamp(3)/numeric(10,2) like Prisma's native types, except for defaults.
const normaliseDatabaseType = (type: string) =>
  type === 'timestamp without time zone'
    ? 'timestamp(6) without time zone'
    : type === 'timestamp with time zone'
      ? 'timestamp(6) with time zone'
      : type === 'numeric'
        ? 'numeric(65,30)'
        : type;

const byTableAndColumn = (a: ColumnShape, b: ColumnShape) =>
  `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`);
