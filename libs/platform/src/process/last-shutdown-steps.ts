/**
 * Steps to run after a process's apps, bus and database have closed, just before it exits: the
 * tracing SDK's flush, which must see the spans of the shutdown itself. Its own tiny module (no
 * imports) so that the tracing entry can register here before anything else is loaded.
 */
const steps: Array<() => Promise<unknown>> = [];

export const runLastOnShutdown = (step: () => Promise<unknown>): void => {
  steps.push(step);
};

export const lastShutdownSteps = (): ReadonlyArray<() => Promise<unknown>> => steps;
