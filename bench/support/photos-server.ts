// Child process of the photo benchmark: the real API on a fresh database (embedded PGlite in a
// temp dir, or a new randomly named PostgreSQL database dropped on exit) with the demo owner
// signed in. Prints {url, headers, database} as one JSON line, then answers { type: 'memory' }
// with this process's peak RSS so far (the kernel's maxRSS) and its RSS now.
import { buildApp } from '../../apps/api/src/app.ts';
import { DEMO_OWNER } from '../../apps/api/src/provisioning/demo-seed/index.ts';
import { benchConfig, benchDatabaseKind, freshBenchDatabase } from './bench-database.ts';

const database = await freshBenchDatabase(benchDatabaseKind());
const config = benchConfig({ AUTH_RATE_LIMIT_MAX: '100000' });
const app = await buildApp(config, { database });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { host: 'localhost' }, payload: DEMO_OWNER });
if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
const { accessToken } = (login.json() as { data: { accessToken: string } }).data;

process.stdout.write(`${JSON.stringify({ url, headers: { host: 'localhost', authorization: `Bearer ${accessToken}` }, database: database.kind })}\n`);

process.on('message', (message: { type: string }) => {
  if (message.type === 'memory') process.send!({ peakRss: process.resourceUsage().maxRSS * 1024, rss: process.memoryUsage().rss });
});

const stop = async () => {
  await app.close(); // closes the database too, which deletes or drops it
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
