import { connect, createServer } from 'node:net';

/**
 * A round-robin TCP balancer over a service's replicas: the test's stand-in for a Kubernetes
 * Service (kube-proxy balances connections at layer 4 the same way), so several processes of one
 * service sit behind one address. Hand-written because it is twenty lines and a test needs to add
 * and remove backends as a rollout does: a replica leaves before it gets SIGTERM (as a terminating
 * pod leaves the Service's endpoints), its replacement joins once ready. Connections already open
 * to a leaving replica stay open until it closes them, as they do in a cluster.
 */
export class Balancer {
  backends = [];
  #next = 0;
  #server;
  #sockets = new Set();
  port = 0;

  async start() {
    this.#server = createServer((client) => {
      const backend = this.backends[this.#next++ % this.backends.length];
      if (!backend) return void client.destroy();
      const upstream = connect(backend.port, '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on('close', () => this.#sockets.delete(socket));
      }
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
    await new Promise((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.port = this.#server.address().port;
    return this;
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  add(backend) {
    this.backends.push(backend);
  }

  remove(backend) {
    this.backends = this.backends.filter((b) => b !== backend);
  }

  /** Drops every open connection (the replica or the network gone for a moment). */
  cut() {
    for (const socket of this.#sockets) socket.destroy();
  }

  async stop() {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
  }
}
