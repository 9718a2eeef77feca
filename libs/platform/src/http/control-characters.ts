import { BadRequestException } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

// NUL and the other C0 controls (and DEL) are never text: PostgreSQL refuses NUL in text columns
// (error 22021, which used to surface as a 500), and the rest only hide or garble what an admin
// reads. Tab, line feed and carriage return stay allowed: messages and descriptions have lines.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const MAX_DEPTH = 32;

/** The dotted path of the first string (or key) in `value` that holds a control character. */
export function fieldWithControlCharacter(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path || '(value)' : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return undefined; // raw bytes, not text
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (CONTROL_CHARACTER.test(key)) return itemPath;
    const found = fieldWithControlCharacter(item, itemPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses control characters once, where input is parsed, for every route of the app: path
 * parameters, query and JSON body, with a 400 naming the field. Raw bodies (bytes forwarded by the
 * gateway, signed webhook bodies) are not text and pass; the service that parses them checks them.
 */
export function refuseControlCharacters(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (req) => {
    for (const [where, value] of [
      ['path parameter', req.params],
      ['query parameter', req.query],
      ['request body', req.body],
    ] as const) {
      const field = fieldWithControlCharacter(value);
      if (field) {
        const message = `Invalid ${where}: ${field} must not contain control characters`;
        throw new BadRequestException({
          message,
          issues: [{ path: field, message: 'Must not contain control characters' }],
        });
      }
    }
  });
}
