import type { z } from 'zod';

/** Thrown at boot when the environment is unusable; its message names every bad variable at once. */
export class ConfigError extends Error {
  constructor(
    readonly appName: string,
    readonly problems: string[],
  ) {
    super(`${appName}: invalid configuration\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Validates the environment once at start-up into a typed object.
 * This and the apps' config.ts files are the only places that read process.env.
 */
export function loadConfig<TSchema extends z.ZodType>(
  appName: string,
  schema: TSchema,
  env: Record<string, string | undefined> = process.env,
): z.infer<TSchema> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const variable = issue.path.join('.') || '(environment)';
    const value = env[variable];
    const shown = value === undefined ? 'missing' : `got ${JSON.stringify(value)}`;
    return `${variable}: ${issue.message} (${shown})`;
  });
  throw new ConfigError(appName, problems);
}
