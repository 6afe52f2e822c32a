// Child process of the menu benchmark: the real API on a 200-product restaurant, and a bare
// Fastify route returning the same bytes from memory. Prints the two URLs as one JSON line.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { prepareDatabase } from '../../apps/api/src/db/prepare.ts';
import { growMenu } from '../../apps/api/src/provisioning/demo-seed/grow-menu.ts';
import { seedDemoIfEmpty } from '../../apps/api/src/provisioning/demo-seed/index.ts';

export const MENU_PATH = '/api/v1/products?isActive=true&limit=200';
const MENU_SIZE = 200;

const config = loadConfig({
  NODE_ENV: 'production',
  SEED_DEMO: 'true',
  WEB_MODE: 'off',
  LOG_LEVEL: 'warn',
  JWT_SECRET: randomBytes(32).toString('base64url'),
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'platter-bench-')),
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
const database = await prepareDatabase(config, { info: () => undefined }, seedDemoIfEmpty);

await growMenu(database.db, 'golden-fork', MENU_SIZE);

const app = await buildApp(config, { database });
const realUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const sample = await app.inject({ url: MENU_PATH, headers: { host: 'localhost' } });
const count = (JSON.parse(sample.body) as { data: { products: unknown[] } }).data.products.length;
if (sample.statusCode !== 200 || count !== MENU_SIZE) throw new Error(`Expected ${MENU_SIZE} products, got ${count} (${sample.statusCode}).`);

// What a browser gets: the brotli-compressed body, which the bare route sends from memory as is.
const compressed = await app.inject({ url: MENU_PATH, headers: { host: 'localhost', 'accept-encoding': 'br' } });
if (compressed.headers['content-encoding'] !== 'br') throw new Error('The menu was not sent brotli-compressed.');
const bytes = compressed.rawPayload;
const bare = Fastify({ logger: false });
bare.get('/api/v1/products', (_request, reply) =>
  reply.type('application/json; charset=utf-8').header('content-encoding', 'br').header('vary', 'accept-encoding').send(bytes),
);
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

process.stdout.write(
  `${JSON.stringify({ realUrl, bareUrl, bytes: bytes.length, uncompressedBytes: Buffer.byteLength(sample.body), database: database.kind })}\n`,
);

const stop = async () => {
  await Promise.all([app.close(), bare.close()]);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
