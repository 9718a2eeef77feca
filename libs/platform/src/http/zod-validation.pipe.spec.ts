import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { BadRequestException } from '@nestjs/common';
import { z } from 'zod';
import { ZodValidationPipe } from './zod-validation.pipe.js';

const productSchema = z.object({
  name: z.string().min(1, 'must not be empty'),
  priceCents: z.number().int().positive(),
  dimensions: z.object({ widthMm: z.number() }),
  tags: z.array(z.string()).default([]),
});

const captureBadRequest = (fn: () => unknown): BadRequestException => {
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof BadRequestException, `expected BadRequestException, got ${String(error)}`);
    return error;
  }
  assert.fail('the pipe accepted invalid input');
};

describe('ZodValidationPipe', () => {
  test('returns the parsed value (defaults applied, unknown keys stripped)', () => {
    const pipe = new ZodValidationPipe(productSchema);
    const value = pipe.transform({
      name: 'Oak stool',
      priceCents: 42000,
      dimensions: { widthMm: 400 },
      admin: true,
    });
    assert.deepEqual(value, { name: 'Oak stool', priceCents: 42000, dimensions: { widthMm: 400 }, tags: [] });
  });

  test('answers 400 with an issue naming every bad field', () => {
    const pipe = new ZodValidationPipe(productSchema);
    const error = captureBadRequest(() =>
      pipe.transform({ name: '', priceCents: -5, dimensions: { widthMm: 'wide' }, tags: [1] }),
    );
    assert.equal(error.getStatus(), 400);
    const response = error.getResponse() as {
      message: string;
      issues: Array<{ path: string; message: string }>;
    };
    assert.deepEqual(response.issues.map((issue) => issue.path).sort(), [
      'dimensions.widthMm',
      'name',
      'priceCents',
      'tags.0',
    ]);
    assert.equal(response.issues.find((issue) => issue.path === 'name')?.message, 'must not be empty');
    assert.match(response.message, /^Invalid request body: /);
    for (const issue of response.issues)
      assert.ok(response.message.includes(`${issue.path}: ${issue.message}`), issue.path);
  });

  test('names missing required fields too', () => {
    const error = captureBadRequest(() => new ZodValidationPipe(productSchema).transform({}));
    const { issues } = error.getResponse() as { issues: Array<{ path: string }> };
    assert.deepEqual(issues.map((issue) => issue.path).sort(), ['dimensions', 'name', 'priceCents']);
  });

  test('uses its "what" in the message and leaves root-level issues without a path prefix', () => {
    const pipe = new ZodValidationPipe(
      z.coerce.number().int().positive('must be a positive id'),
      'artist id',
    );
    assert.equal(pipe.transform('17'), 17);
    const error = captureBadRequest(() => pipe.transform('-3'));
    const response = error.getResponse() as {
      message: string;
      issues: Array<{ path: string; message: string }>;
    };
    assert.equal(response.message, 'Invalid artist id: must be a positive id');
    assert.deepEqual(response.issues, [{ path: '', message: 'must be a positive id' }]);
  });
});
