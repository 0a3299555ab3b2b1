import { connect, createServer, type Server, type Socket } from 'node:net';

export interface TcpRelay {
  /** The loopback port the app connects to instead of the real server's. */
  port: number;
  /** `false` cuts every connection (reset at once) and refuses new ones until `true` again. */
  set(up: boolean): void;
  close(): Promise<void>;
}

/**
 * A TCP relay to a real server (Redis, PostgreSQL) that a test can cut and restore, to see what the
 * shop does while that server is gone and after it is back.
 */
export async function tcpRelay(target: { hostname: string; port: number }): Promise<TcpRelay> {
  let up = true;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    if (!up) return void client.destroy();
    const upstream = connect(target.port, target.hostname);
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
      up = next;
      if (!up) for (const s of sockets) s.destroy();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
