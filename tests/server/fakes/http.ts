import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeHandler = (
  request: IncomingMessage & { url: string },
  url: URL,
  body: string,
) =>
  | { status: number; json?: unknown; location?: string }
  | Promise<{ status: number; json?: unknown; location?: string }>;

export type FakeServer = { baseUrl: string; close(): Promise<void> };

/** A tiny HTTP server on loopback, on a free port unless one is given. */
export async function startFake(handler: FakeHandler, port = 0): Promise<FakeServer> {
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://fake.invalid');
    const reply = await handler(
      request as IncomingMessage & { url: string },
      url,
      Buffer.concat(chunks).toString('utf8'),
    );
    const headers: Record<string, string> = { 'access-control-allow-origin': '*' };
    if (reply.location) headers.location = reply.location;
    if (reply.json !== undefined) headers['content-type'] = 'application/json';
    response.writeHead(reply.status, headers);
    response.end(reply.json === undefined ? undefined : JSON.stringify(reply.json));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${actual}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
