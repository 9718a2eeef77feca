import { BadRequestException, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';

/** Validates a body or param with a contracts schema; a failure is a 400 naming every bad field. */
export class ZodValidationPipe<TSchema extends z.ZodType> implements PipeTransform<
  unknown,
  z.infer<TSchema>
> {
  constructor(
    private readonly schema: TSchema,
    private readonly what = 'request body',
  ) {}

  transform(value: unknown): z.infer<TSchema> {
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    const issues = result.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    const summary = issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message));
    throw new BadRequestException({ message: `Invalid ${this.what}: ${summary.join('; ')}`, issues });
  }
}
