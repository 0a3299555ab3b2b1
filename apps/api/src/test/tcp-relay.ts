import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * `up` relays; `reset` closes every connection at once and refuses new ones (a server that went
 * down); `silent` accepts connections and never answers (a host gone from the network).
 */
type RelayMode = 'up' | 'reset' | 'silent';

export interface TcpRelay {
  /** The loopback port the app connects to instead of the real server's. */
  port: number;
  /** Cuts every open connection and relays from now on as `mode` says (`true` is up, `false` reset). */
  set(mode: RelayMode | boolean): void;
  close(): Promise<void>;
}

/**
 * A TCP relay to a real server (Redis, PostgreSQL) that a test can cut and restore, to see what the
 * shop does while that server is gone and after it is back.
 */
export async function tcpRelay(target: { hostname: string; port: number | string }): Promise<TcpRelay> {
  let mode: RelayMode = 'up';
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    if (mode === 'reset') return void client.destroy();
    if (mode === 'silent') return;
    const upstream = connect(Number(target.port), target.hostname);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    set(next) {
      mode = next === true ? 'up' : next === false ? 'reset' : next;
      if (mode !== 'up') for (const s of sockets) s.destroy();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port where nothing listens (a server that is down from the start). */
export async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(r));
  return port;
}
