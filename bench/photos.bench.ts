// Photo benchmark (issue 26): upload-to-ready time of a 12-megapixel JPEG through
// POST /api/v1/staff/media (decode, auto-rotate, AVIF and WebP at four widths, a placeholder,
// stored in the database) until its URL serves it, one upload at a time; then 20 uploads at once
// (each 201, or 503 from the full queue). The API runs in its own process, whose peak RSS is read
// from the kernel (maxRSS) after each phase. Goal: median upload-to-ready ≤ 1.5 s on this machine.
// BENCH_PHOTOS sets the sequential count (default 8); BENCH_PHOTOS_DATABASES=pglite or postgres
// runs one; PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// skipped with a note when unreachable.
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { cameraJpeg, withComment } from '../apps/api/src/test/photos.ts';
import { percentile } from './support/machine.ts';

const SEQUENTIAL = Number(process.env.BENCH_PHOTOS ?? 8);
const BURST = 20;
const GOAL_MS = 1500;
const MB = 1024 * 1024;

interface Server {
  skipped?: string;
  url: string;
  headers: Record<string, string>;
  database: string;
}
interface Memory {
  peakRss: number;
  rss: number;
}
interface Row {
  database: string;
  times: number[];
  idleRss: number;
  sequentialPeak: number;
  burstCreated: number;
  burstBusy: number;
  burstOther: number;
  burstMs: number;
  burstPeak: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));

async function upload(server: Server, bytes: Buffer): Promise<{ status: number; url?: string }> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'dish.jpg');
  const res = await fetch(`${server.url}/api/v1/staff/media`, { method: 'POST', headers: server.headers, body: form });
  const json = (await res.json()) as { data?: { media: { url: string } }; message?: string };
  if (res.status !== 201 && res.status !== 503) throw new Error(`upload: ${res.status} ${json.message}`);
  return { status: res.status, url: json.data?.media.url };
}

async function run(kind: 'pglite' | 'postgres', photo: Buffer): Promise<Row | string> {
  const child = fork(path.join(here, 'support/photos-server.ts'), [kind], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: process.env,
  });
  try {
    const server = await new Promise<Server>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`photos server (${kind}) exited (${code})`)));
      createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line) as Server));
    });
    if (server.skipped) return server.skipped;
    const memory = () =>
      new Promise<Memory>((resolve) => {
        child.once('message', (m) => resolve(m as Memory));
        child.send({ type: 'memory' });
      });
    const idle = await memory();
    let n = 0;
    const next = () => withComment(photo, `bench ${kind} ${(n += 1)} ${Date.now()}`);

    await upload(server, next()); // warm-up: first decode loads libvips' codecs
    const times: number[] = [];
    for (let i = 0; i < SEQUENTIAL; i++) {
      const started = performance.now();
      const { status, url } = await upload(server, next());
      if (status !== 201 || !url) throw new Error(`sequential upload ${i}: ${status}`);
      const served = await fetch(`${server.url}${url}`, { headers: { accept: 'image/avif' } });
      if (served.status !== 200) throw new Error(`serving ${url}: ${served.status}`);
      await served.arrayBuffer();
      times.push(performance.now() - started);
    }
    const sequentialPeak = (await memory()).peakRss;

    const burstStart = performance.now();
    const answers = await Promise.all(Array.from({ length: BURST }, () => upload(server, next())));
    const burstMs = performance.now() - burstStart;
    const burstPeak = (await memory()).peakRss;
    const burstCreated = answers.filter((a) => a.status === 201).length;
    const burstBusy = answers.filter((a) => a.status === 503).length;
    return {
      database: server.database,
      times,
      idleRss: idle.rss,
      sequentialPeak,
      burstCreated,
      burstBusy,
      burstOther: BURST - burstCreated - burstBusy,
      burstMs,
      burstPeak,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const photo = await cameraJpeg(4000, 3000);
const rows: Row[] = [];
const KINDS = (['pglite', 'postgres'] as const).filter((kind) => (process.env.BENCH_PHOTOS_DATABASES ?? 'pglite,postgres').split(',').includes(kind));
for (const kind of KINDS) {
  const result = await run(kind, photo);
  if (typeof result === 'string') console.log(`Skipped ${result}`);
  else rows.push(result);
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(
  `Photo benchmark: a 12-megapixel JPEG (4000 × 3000, ${(photo.length / MB).toFixed(1)} MB, a detailed picture), ${SEQUENTIAL} uploads one at a time ` +
    `until the URL serves it, then ${BURST} at once; load average before: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
);
console.log('');
console.log('| database | upload-to-ready p50 | p95 | max | goal ≤ 1.5 s (p50) | RSS idle | peak RSS, one at a time | 20 at once | peak RSS, 20 at once |');
console.log('|---|---|---|---|---|---|---|---|---|');
let missed = false;
for (const r of rows) {
  const p50 = percentile(r.times, 50);
  const met = p50 <= GOAL_MS;
  missed ||= !met || r.burstOther > 0;
  console.log(
    `| ${r.database} | ${s(p50)} | ${s(percentile(r.times, 95))} | ${s(Math.max(...r.times))} | ${met ? 'met' : 'MISSED'} | ${mb(r.idleRss)} | ${mb(r.sequentialPeak)} | ` +
      `${r.burstCreated} × 201, ${r.burstBusy} × 503${r.burstOther ? `, ${r.burstOther} other` : ''} in ${s(r.burstMs)} | ${mb(r.burstPeak)} |`,
  );
}
if (missed) process.exitCode = 1;
