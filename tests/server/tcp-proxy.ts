import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A tiny TCP forwarder to the test PostgreSQL. Stopping it cuts every connection, which is
 * what the server sees when the database goes away; hanging it keeps every connection open
 * but passes nothing either way, which is what a database that stopped answering looks like.
 */
export class TcpProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private readonly pairs = new Set<[Socket, Socket]>();
  private hung = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      const pair: [Socket, Socket] = [client, upstream];
      this.pairs.add(pair);
      for (const s of pair) {
        this.sockets.add(s);
        s.on('close', () => {
          this.sockets.delete(s);
          this.pairs.delete(pair);
        });
        s.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      if (!this.hung) forward(pair);
    });
    this.server = server;
    await new Promise<void>((done) => server.listen(this.port, '127.0.0.1', done));
    this.port = (server.address() as AddressInfo).port;
  }

  /** Connections stay open, old and new, but no byte gets through until resume(). */
  hang(): void {
    this.hung = true;
    for (const [client, upstream] of this.pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    }
  }

  resume(): void {
    this.hung = false;
    for (const pair of this.pairs) forward(pair);
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const s of this.sockets) s.destroy();
    if (server) await new Promise<void>((done) => server.close(() => done()));
  }
}

function forward([client, upstream]: [Socket, Socket]) {
  client.pipe(upstream).pipe(client);
}
