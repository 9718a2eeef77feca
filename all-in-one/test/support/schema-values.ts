// Values made from the OpenAPI document's schemas for the fuzzer: valid ones (fast-check arbitraries
// that honour types, bounds, enums, patterns and the contracts' examples) and invalid ones (one field
// broken at a time, so the answer can be asked to name it).
import fc from 'fast-check';
import type { JsonSchema } from './openapi-document.js';

type Schema = JsonSchema & {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  examples?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
};

/** One input broken in one place: where (a dotted path, '' for the whole) and the broken input. */
export interface InvalidCase {
  field: string;
  how: string;
  value: unknown;
  /** Broken by a rule every id follows whether or not the document states it (see BEYOND_ID_RANGE). */
  idRange?: boolean;
}

/** A field that names a record by its number: id, productId, artistId, ... */
const ID_FIELD = /(^id|Id)$/;
/**
 * Ids are PostgreSQL integers: one past 2^31 - 1, and one past what a double holds exactly. Sent to
 * every id field of a body, stated maximum or not: a schema that forgot its maximum is how such an
 * id reached the database and answered 500.
 */
export const BEYOND_ID_RANGE = [2 ** 31, 2 ** 53 + 2];

const SMALL_RANGE = 50;

export const NASTY_STRINGS = [
  'nul\u0000inside',
  '\u0000',
  'lone \ud800 surrogate',
  'Zoë ñ 漢字 😀',
  'O\'Brien"; DROP TABLE products;--',
  '<script>alert(1)</script>',
  '\u202eright-to-left',
  '   ',
  '%00%2e%2e%2f',
  '{{7*7}}${7*7}',
];

export class SchemaValues {
  /**
   * `plain`: only the contracts' examples where there are some, and plain ASCII text: values the
   * service is likely to accept, as the base that broken inputs change one field of.
   */
  constructor(
    private readonly components: Record<string, JsonSchema>,
    private readonly plain = false,
  ) {}

  resolve(schema: JsonSchema): Schema {
    let current = schema as Schema;
    for (let hops = 0; current.$ref && hops < 10; hops++)
      current = this.components[current.$ref.split('/').pop()!] as Schema;
    return current;
  }

  /** Arbitrary values the schema accepts (the contracts' examples more often than not). */
  valid(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
    const s = this.resolve(schema);
    const generated = this.generated(s, depth);
    if (s.examples?.length && this.plain) return fc.constantFrom(...s.examples);
    return s.examples?.length
      ? fc.oneof(
          { arbitrary: fc.constantFrom(...s.examples), weight: 3 },
          { arbitrary: generated, weight: 1 },
        )
      : generated;
  }

  private generated(s: Schema, depth: number): fc.Arbitrary<unknown> {
    if ('const' in s) return fc.constant(s.const);
    if (s.enum) return fc.constantFrom(...s.enum);
    if (s.anyOf) return fc.oneof(...s.anyOf.map((branch) => this.valid(branch, depth)));
    if (Array.isArray(s.type))
      return fc.oneof(...s.type.map((type) => this.generated({ ...s, type }, depth)));
    switch (s.type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer': {
        const min = Math.max(s.minimum ?? (s.exclusiveMinimum ?? -1001) + 1, -(2 ** 31));
        const max = Math.min(s.maximum ?? 1000, 2 ** 31);
        return fc.oneof(fc.integer({ min, max: Math.min(max, min + SMALL_RANGE) }), fc.integer({ min, max }));
      }
      case 'number':
        return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
      case 'string':
        return this.string(s);
      case 'array':
        return fc.array(this.valid(s.items ?? {}, depth + 1), {
          minLength: s.minItems ?? 0,
          maxLength: Math.min(s.maxItems ?? 3, 3),
        });
      case 'object': {
        const properties = s.properties ?? {};
        const model = Object.fromEntries(
          Object.entries(properties).map(([name, property]) => [name, this.valid(property, depth + 1)]),
        );
        return fc.record(model, { requiredKeys: (s.required ?? []).filter((key) => key in properties) });
      }
      default:
        return fc.oneof(fc.string(), fc.integer(), fc.constant(null));
    }
  }

  private string(s: Schema): fc.Arbitrary<string> {
    const minLength = s.minLength ?? 0;
    const maxLength = Math.min(s.maxLength ?? minLength + 40, minLength + 40);
    if (s.format === 'email') return fc.constantFrom('collector@example.com', 'studio.buyer@atelier.test');
    if (s.pattern) {
      // `^[class]+$` with bounds (a session id): the bounds go into the expression, so none is filtered.
      const charClass = /^\^(\[[^\]]+\])\+\$$/.exec(s.pattern);
      if (charClass)
        return fc.stringMatching(new RegExp(`^${charClass[1]}{${Math.max(minLength, 1)},${maxLength}}$`));
      return fc
        .stringMatching(new RegExp(s.pattern))
        .filter((value) => value.length >= minLength && value.length <= (s.maxLength ?? Infinity));
    }
    if (this.plain)
      return fc.stringMatching(
        new RegExp(`^[A-Za-z][A-Za-z ]{${Math.max(minLength - 1, 0)},${Math.max(maxLength - 1, 0)}}$`),
      );
    // Mostly ASCII, sometimes any grapheme (accents, emoji, other scripts), sometimes text that
    // breaks careless code: NUL (PostgreSQL refuses it), a lone surrogate, quotes, markup.
    return fc.oneof(
      { arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }), weight: 4 },
      { arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }), weight: 2 },
      {
        arbitrary: fc
          .constantFrom(...NASTY_STRINGS)
          .map((nasty) => nasty.padEnd(minLength, 'x'))
          .filter((nasty) => nasty.length <= (s.maxLength ?? Infinity)),
        weight: 1,
      },
    );
  }

  /**
   * Ways to break a value of this schema, each at one field (nested objects included, two levels
   * down): a required field left out, a value of another JSON type, a string too long or too short,
   * a number out of bounds, a choice not offered, a pattern not matched, too many items.
   */
  invalid(schema: JsonSchema, value: unknown, field = '', depth = 0): InvalidCase[] {
    const s = this.resolve(schema);
    const cases: InvalidCase[] = [];
    const wrongType = this.wrongTypeOf(s);
    if (wrongType !== undefined) cases.push({ field, how: 'of another type', value: wrongType });
    for (const [how, broken] of this.outOfBounds(s)) cases.push({ field, how, value: broken });
    const branch = s.anyOf?.map((b) => this.resolve(b)).find((b) => b.type === 'object') ?? s;
    if (branch.type === 'object' && branch.properties && depth < 3 && value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      for (const [name, property] of Object.entries(branch.properties)) {
        const path = field ? `${field}.${name}` : name;
        if (branch.required?.includes(name)) {
          const { [name]: _left, ...without } = record;
          cases.push({ field: path, how: 'left out', value: without });
        }
        for (const inner of this.invalid(property, record[name] ?? null, path, depth + 1))
          cases.push({ ...inner, value: { ...record, [name]: inner.value } });
        if (ID_FIELD.test(name) && this.allowedTypes(this.resolve(property)).has('number'))
          for (const beyond of BEYOND_ID_RANGE)
            cases.push({
              field: path,
              how: `beyond the ids (${beyond})`,
              value: { ...record, [name]: beyond },
              idRange: true,
            });
      }
    }
    return cases;
  }

  private allowedTypes(s: Schema): Set<string> {
    const types = new Set<string>();
    if (s.anyOf)
      for (const branch of s.anyOf) for (const t of this.allowedTypes(this.resolve(branch))) types.add(t);
    if (s.type)
      for (const t of Array.isArray(s.type) ? s.type : [s.type]) types.add(t === 'integer' ? 'number' : t);
    if ('const' in s || s.enum)
      for (const v of s.enum ?? [s.const]) types.add(v === null ? 'null' : typeof v);
    return types;
  }

  private wrongTypeOf(s: Schema): unknown {
    const types = this.allowedTypes(s);
    if (types.size === 0) return undefined; // any value is allowed
    if (!types.has('object')) return { unexpected: true };
    if (!types.has('string')) return 'not-an-object';
    return undefined;
  }

  private outOfBounds(s: Schema): [string, unknown][] {
    if (s.anyOf) return s.anyOf.flatMap((branch) => this.outOfBounds(this.resolve(branch)));
    const out: [string, unknown][] = [];
    if (s.enum || ('const' in s && typeof s.const === 'string'))
      out.push(['not a choice', 'not-one-of-these']);
    const types = Array.isArray(s.type) ? s.type : [s.type];
    if (types.includes('string')) {
      if (s.maxLength !== undefined && s.maxLength < 100_000)
        out.push(['too long', 'x'.repeat(s.maxLength + 1)]);
      if (s.minLength !== undefined && s.minLength > 0) out.push(['too short', 'x'.repeat(s.minLength - 1)]);
      if (s.pattern) out.push(['not matching its pattern', '<!>']);
      if (s.format === 'email') out.push(['not an email', 'not-an-email']);
    }
    if (types.includes('integer') || types.includes('number')) {
      if (s.maximum !== undefined && s.maximum < 2 ** 40) out.push(['above its maximum', s.maximum + 1]);
      if (s.minimum !== undefined && s.minimum > -(2 ** 40)) out.push(['below its minimum', s.minimum - 1]);
      if (s.exclusiveMinimum !== undefined) out.push(['not above its minimum', s.exclusiveMinimum]);
      if (types.includes('integer') && !types.includes('number')) out.push(['not whole', 1.5]);
    }
    if (types.includes('array') && s.maxItems !== undefined && s.maxItems < 1000)
      out.push(['with too many items', Array.from({ length: s.maxItems + 1 }, () => 'extra.webp')]);
    return out;
  }
}
