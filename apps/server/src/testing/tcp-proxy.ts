import net from 'node:net';

/**
 * A TCP proxy a test puts between the app and PostgreSQL to cause faults on demand: `cut()` drops
 * every open connection and refuses new ones (connect fails with ECONNREFUSED) until `restore()`;
 * `hang()` turns it into a database that is there and never answers (connections accepted, every
 * byte swallowed, on open connections too) until `unhang()`, which also ends those connections.
 */
export type TcpProxy = { port: number; cut(): Promise<void>; restore(): Promise<void>; hang(): void; unhang(): void; close(): Promise<void> };

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let hanging = false;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    track(client);
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    // A reset on one side ends the pair; the error itself is the fault being tested.
    for (const socket of [client, upstream]) {
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk) => hanging || upstream.write(chunk));
    upstream.on('data', (chunk) => hanging || client.write(chunk));
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
  });
  const listen = (port: number) => new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    port,
    async cut() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      dropAll();
      await closed;
    },
    restore: () => listen(port),
    hang: () => void (hanging = true),
    unhang() {
      hanging = false;
      // Their conversations lost bytes both ways: end them, as the network failure would.
      dropAll();
    },
    async close() {
      dropAll();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** `url` with its host and port replaced by the proxy's. */
export function throughProxy(url: string, proxy: TcpProxy): string {
  const routed = new URL(url);
  routed.hostname = '127.0.0.1';
  routed.port = String(proxy.port);
  return routed.toString();
}
