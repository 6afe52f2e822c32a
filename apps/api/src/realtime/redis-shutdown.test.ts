/**
 * Shutting down while Redis has not answered yet: the live channel's Redis clients hold queued
 * SUBSCRIBEs that socket.io's adapter never awaits. Dropping the connection rejects them, and an
 * unhandled rejection stops a Node process: closing must leave none behind.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

let silentRedis: Server | undefined;
const sockets = new Set<Socket>();

afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => (silentRedis ? silentRedis.close(() => resolve()) : resolve()));
});

/** Accepts connections and never answers: a Redis whose clients stay connected but never ready. */
async function listenSilently(): Promise<number> {
  silentRedis = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => silentRedis?.listen(0, '127.0.0.1', resolve));
  const address = silentRedis.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

it('closes while Redis has not answered without leaving an unhandled rejection behind', async () => {
  const port = await listenSilently();
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  process.on('unhandledRejection', onRejection);
  try {
    const t = await createTestApp('pglite', { seed: false, env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
    await t.app.close();
    // Rejections are reported after the microtasks that made them: give them a turn to surface.
    await new Promise((resolve) => setTimeout(resolve, 200));
  } finally {
    process.off('unhandledRejection', onRejection);
  }
  expect(rejections.map((reason) => (reason instanceof Error ? reason.message : String(reason)))).toEqual([]);
});
