// SIGTERM on the production server, as a load balancer's rolling restart sends it: the request in
// flight (an address search waiting on a slow provider, a stand-in that answers like Google
// Places) still gets its answer, the diner's live socket is closed so it can reconnect elsewhere,
// new connections are refused, and the process exits by itself.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiSignIn } from './support/orders.ts';
import { DEMO_DINER } from './support/session.ts';
import { startServer, type RunningServer } from './support/server.ts';

const PROVIDER_DELAY_MS = 1_500;
let provider: Server;
let providerUrl = '';
let searches = 0;
let server: RunningServer;

beforeAll(async () => {
  provider = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      searches += 1;
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ suggestions: [] }));
      }, PROVIDER_DELAY_MS);
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  server = await startServer({ GOOGLE_MAPS_API_KEY: 'graceful-stop-key', GOOGLE_PLACES_URL: providerUrl });
});

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => provider?.close(resolve));
});

it('finishes the request in flight, closes live sockets and storefront streams and refuses new connections, then exits', async () => {
  const token = await apiSignIn(server.baseUrl, DEMO_DINER);
  const socket = io(server.baseUrl, { path: '/socket.io', transports: ['websocket'], reconnection: false, auth: { token, clientType: 'customer' } });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
  // A storefront page's stream (/restaurant/live): ended at once, it holds nothing up.
  const stream = await fetch(`${server.baseUrl}/api/v1/restaurant/live`, { headers: { accept: 'text/event-stream' } });
  expect(stream.status).toBe(200);
  const streamEnded = stream.text();

  const inFlight = fetch(`${server.baseUrl}/api/v1/address/autocomplete?input=Fleet%20Street&sessionToken=graceful-stop`, {
    headers: { authorization: `Bearer ${token}` },
  });
  // Wait until the server is inside the request (waiting on the provider), then stop it.
  while (searches === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  const stopAt = Date.now();
  const stopped = server.stop();

  const answer = await inFlight;
  expect(answer.status, await answer.clone().text()).toBe(200);
  expect(await closed).toBeTruthy();
  expect(await streamEnded).toContain('event: ordering\ndata: {"isAcceptingOrders":true}');
  await stopped;
  expect(Date.now() - stopAt, 'the process took too long to exit').toBeLessThan(PROVIDER_DELAY_MS + 3_000);
  await expect(fetch(`${server.baseUrl}/api/v1/health`)).rejects.toThrow();
  socket.disconnect();
});
