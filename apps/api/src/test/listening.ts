import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** The app listening on a free loopback port (started on first use), and its origin for real clients. */
export async function listeningOrigin(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}
