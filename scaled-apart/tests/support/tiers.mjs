// Each service's replicas behind a round-robin balancer of its own (a Kubernetes Service's
// stand-in), and a rollout as a Deployment makes one (maxSurge 1, maxUnavailable 0).
import { Balancer } from './balancer.mjs';

/**
 * `envOf[service]()` gives a new replica's settings (called when it starts, so it may name other
 * tiers' balancers); replicas listen on ports counting up from `firstPort`.
 */
export async function createTiers(run, envOf, firstPort) {
  let nextPort = firstPort;
  const tiers = {};
  for (const service of Object.keys(envOf))
    tiers[service] = { balancer: await new Balancer().start(), replicas: [], generation: 0 };

  /** Starts one more replica of `service` and adds it to its balancer once ready. */
  const startReplica = async (service) => {
    const tier = tiers[service];
    const replica = await run.start(service, `${service}-${++tier.generation}`, {
      ...envOf[service](),
      PORT: String(nextPort++),
    });
    tier.replicas.push(replica);
    tier.balancer.add(replica);
    return replica;
  };

  /**
   * For each old replica of `service`: a replacement joins, then the old one leaves the balancer,
   * gets SIGTERM and drains; `between()` runs after each. How each old replica exited.
   */
  const rollingRestart = async (service, between = async () => undefined) => {
    const tier = tiers[service];
    const exits = [];
    for (const old of [...tier.replicas]) {
      await startReplica(service);
      tier.balancer.remove(old);
      tier.replicas = tier.replicas.filter((replica) => replica !== old);
      const t0 = performance.now();
      const { code, signal } = await old.stop();
      exits.push({ name: old.name, code, signal, seconds: (performance.now() - t0) / 1000 });
      await between();
    }
    return exits;
  };

  const stop = async () => {
    for (const tier of Object.values(tiers)) await tier.balancer.stop();
  };
  return { tiers, startReplica, rollingRestart, stop };
}
