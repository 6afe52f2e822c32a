// Menu benchmark (issue "Menu, product details and the cart"):
// GET /api/v1/products?isActive=true&limit=200 on a 200-product restaurant under autocannon,
// as a browser asks for it (brotli), against a bare Fastify route returning the same compressed
// bytes from memory, in one run. Budget (issue "Performance"): at least 0.8 × the bare route.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const BUDGET_RATIO = 0.8;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const MENU_PATH = '/api/v1/products?isActive=true&limit=200';

interface Servers {
  realUrl: string;
  bareUrl: string;
  bytes: number;
  uncompressedBytes: number;
  database: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'support/menu-servers.ts')], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: process.env,
});
const servers = await new Promise<Servers>((resolve, reject) => {
  child.once('exit', (code) => reject(new Error(`menu servers exited (${code})`)));
  createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line) as Servers));
});

async function measure(url: string, duration: number) {
  const result = await autocannon({
    url: `${url}${MENU_PATH}`,
    headers: { host: 'localhost', 'accept-encoding': 'br' },
    connections: CONNECTIONS,
    duration,
  });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

try {
  // Warm both (JIT, caches), then alternate so drift on a shared machine hits both alike.
  await measure(servers.realUrl, 2);
  await measure(servers.bareUrl, 2);
  const real: { rps: number; p99: number }[] = [];
  const bare: { rps: number; p99: number }[] = [];
  for (let round = 0; round < 2; round++) {
    real.push(await measure(servers.realUrl, DURATION_S / 2));
    bare.push(await measure(servers.bareUrl, DURATION_S / 2));
  }
  const mean = (rows: { rps: number }[]) => rows.reduce((s, r) => s + r.rps, 0) / rows.length;
  const worst = (rows: { p99: number }[]) => Math.max(...rows.map((r) => r.p99));
  const ratio = mean(real) / mean(bare);
  console.log(`Menu benchmark: ${servers.bytes} bytes per response (brotli; ${servers.uncompressedBytes} uncompressed), ${CONNECTIONS} connections, ${servers.database}`);
  console.log(`  real  GET ${MENU_PATH}: ${mean(real).toFixed(0)} req/s, p99 ${worst(real)} ms`);
  console.log(`  bare  same compressed bytes from memory: ${mean(bare).toFixed(0)} req/s, p99 ${worst(bare)} ms`);
  console.log(`  ratio ${ratio.toFixed(2)} (budget ≥ ${BUDGET_RATIO})`);
  if (ratio < BUDGET_RATIO) {
    console.error(`Over budget: the menu endpoint is below ${BUDGET_RATIO} × the bare route.`);
    process.exitCode = 1;
  }
} finally {
  child.kill('SIGTERM');
}
