import net from 'node:net';

export interface TcpProxy {
  port: number;
  /**
   * The local ports of the proxy's open connections to the target: PostgreSQL reports them as
   * client_port in pg_stat_activity, which tells the proxied app's sessions from anyone else's.
   */
  upstreamPorts(): number[];
  /** The network fails: every connection is destroyed, and so is each new one at once. */
  cut(): Promise<void>;
  /** The network is back: connections are forwarded again. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP forwarder in the test process, between the app and its database, so a test can make
 * the database unreachable (and back) without touching the server others share.
 *
 * A cut keeps the port: the proxy goes on listening and drops each connection as it comes
 * (the app's driver reads "Connection terminated", one of the ways a database is unreachable).
 * It used to stop listening and listen again on the same port to restore, but that port came
 * from listen(0), and meanwhile any process's outgoing connection or listen(0) could be given
 * it: the restore then failed with EADDRINUSE.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const upstreams = new Set<net.Socket>();
  let isCut = false;
  const server = net.createServer((client) => {
    if (isCut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    upstreams.add(upstream);
    upstream.on('close', () => upstreams.delete(upstream));
    for (const [socket, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(socket);
      socket.on('error', () => other.destroy());
      socket.on('close', () => {
        sockets.delete(socket);
        other.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    upstreamPorts: () =>
      [...upstreams].map((s) => s.localPort).filter((p): p is number => p !== undefined),
    cut: async () => {
      isCut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore: async () => {
      isCut = false;
    },
    close: async () => {
      const closing = stopListening();
      for (const socket of sockets) socket.destroy();
      await closing;
    },
  };
}
