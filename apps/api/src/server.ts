// Process entry: configuration, database, listen, graceful shutdown. Nothing else.
import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { prepareDatabase } from './db/prepare.ts';
import { seedDemoIfEmpty } from './provisioning/demo-seed/index.ts';

let config;
try {
  config = loadConfig();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

let database;
try {
  database = await prepareDatabase(config, { info: (message) => console.log(message) }, seedDemoIfEmpty);
} catch (err) {
  console.error(err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
}
// Log lines are written asynchronously (a synchronous write per line would stall every request
// behind stdout); what is still buffered is flushed when the process exits.
const logStream = pino.destination({ dest: 1, sync: false });
process.on('exit', () => {
  try {
    logStream.flushSync();
  } catch {
    // Not open yet, or already closed: nothing was buffered.
  }
});
const app = await buildApp(config, { database, logStream });

// A request must never take the site down: a promise nobody awaited is a bug to log, not a reason
// to stop serving every restaurant.
process.on('unhandledRejection', (reason) => {
  app.log.error({ err: reason }, 'unhandled promise rejection (the process keeps serving)');
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, shutting down`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  // app.close() stops accepting and closes the connections idle at that moment; a keep-alive
  // connection whose request was still running goes idle later and would hold the exit until its
  // keep-alive timeout: close those as they go idle.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  sweep.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (err) {
  app.log.error({ err }, 'could not listen');
  await app.close();
  process.exit(1);
}
