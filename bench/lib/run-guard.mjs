// Bounds a benchmark run: everything it starts is stopped, in reverse order, on success, failure,
// Ctrl-C or when the run outlives its time budget (the watchdog), so no store is ever left running.

/** Returns { onCleanup(fn), finish() }; call finish() in the run's `finally`. */
export function guardRun(budgetMs) {
  const cleanup = [];
  let cleaning;
  const runCleanup = () =>
    (cleaning ??= (async () => {
      for (const fn of cleanup.reverse()) {
        try {
          await fn();
        } catch (err) {
          console.error('cleanup:', err.message);
        }
      }
    })());
  for (const sig of ['SIGINT', 'SIGTERM'])
    process.once(sig, () => runCleanup().finally(() => process.exit(130)));
  const watchdog = setTimeout(() => {
    console.error(`watchdog: the benchmark outlived its ${budgetMs / 1000} s budget; stopping.`);
    runCleanup().finally(() => process.exit(2));
  }, budgetMs);
  watchdog.unref();
  return {
    onCleanup: (fn) => void cleanup.push(fn),
    finish: async () => {
      await runCleanup();
      clearTimeout(watchdog);
    },
  };
}
