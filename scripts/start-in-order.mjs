// The start order of `npm run start:cluster`, like compose's depends_on with service_healthy: an
// app starts once every app it waits for answers ready. Hand-written because it is a few lines and
// the cluster script has no process manager to lean on.

/**
 * Starts each app once the apps in its `waitsFor` are ready, and resolves when every app is ready.
 * `start(app)` launches one; `whenReady(app)` resolves once it answers ready (or rejects).
 * An unknown name or a cycle in `waitsFor` is refused before anything starts.
 */
export async function startInOrder(apps, { start, whenReady }) {
  const byName = new Map(apps.map((app) => [app.name, app]));
  const dependenciesOf = (app, waiting) => {
    if (waiting.includes(app.name))
      throw new Error(`apps wait for each other: ${[...waiting, app.name].join(' -> ')}`);
    return (app.waitsFor ?? []).map((name) => {
      const dependency = byName.get(name);
      if (!dependency) throw new Error(`${app.name} waits for ${name}, which is not an app`);
      dependenciesOf(dependency, [...waiting, app.name]);
      return dependency;
    });
  };
  for (const app of apps) dependenciesOf(app, []);

  const readiness = new Map();
  const launch = (app) => {
    if (!readiness.has(app.name))
      readiness.set(
        app.name,
        Promise.all((app.waitsFor ?? []).map((name) => launch(byName.get(name)))).then(async () => {
          start(app);
          await whenReady(app);
        }),
      );
    return readiness.get(app.name);
  };
  await Promise.all(apps.map(launch));
}
