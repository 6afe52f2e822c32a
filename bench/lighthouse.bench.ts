// Lighthouse benchmark (issue "Performance"): Home, Menu and a Product page of the production
// build against their static limit (the same server-rendered HTML with every script removed,
// gzipped, from a server in this process: support/static-limit.ts says exactly how), Lighthouse's
// mobile preset with applied throttling (`--throttling-method=devtools`), runs interleaved
// (app, limit, app, limit...) so drift on the shared machine hits both alike, medians printed
// in one table with the app's LCP over the limit's.
//
// Targets (reported, never failed: they depend on the machine and its load): performance score
// ≥ 95, LCP ≤ 1.15 × the static limit's, TBT ≤ 150 ms, CLS ≤ 0.02. Exits 1 only when a run
// breaks (a page that does not load, Lighthouse's runtime error).
//
// The server: apps/api/dist/server.js (built first when missing, support/storefront.ts) on a
// fresh demo-seeded database, its clock and the browser's moved to next Wednesday 13:00 UTC,
// when The Golden Fork is open.
//
// Knobs: BENCH_LIGHTHOUSE_RUNS (runs per variant, 5), BENCH_LIGHTHOUSE_PAGES (some of
// home,menu,product), BENCH_LIGHTHOUSE_OUT (a directory: every run's Lighthouse JSON report),
// BENCH_LIGHTHOUSE_PHOTOS=1 (an uploaded photo on every dish first: support/dish-photos.ts; the
// static limit is then the same HTML with its photos).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { userAgents } from 'lighthouse/core/config/constants.js';
import type { Result } from 'lighthouse';
import { metricsOf, runLighthouse, type Metrics } from './support/lighthouse-run.ts';
import { cores, loadavg } from './support/machine.ts';
import { givePhotosToEveryDish } from './support/dish-photos.ts';
import { startStaticLimit, type StaticLimit } from './support/static-limit.ts';
import { nextWednesdayLunch, startStorefront, type Storefront } from './support/storefront.ts';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const OUT = process.env.BENCH_LIGHTHOUSE_OUT;
const ONLY = process.env.BENCH_LIGHTHOUSE_PAGES?.toLowerCase().split(',');
const PHOTOS = process.env.BENCH_LIGHTHOUSE_PHOTOS === '1';
const TARGET = { score: 95, lcpRatio: 1.15, tbtMs: 150, cls: 0.02 };
/** The demo dish whose page is measured (options, allergens, an image): the product page at its fullest. */
const PRODUCT_NAME = 'Margherita';

type Variant = 'app' | 'limit';

/** A metric's median over the runs that measured it, and how many did (of `runs`). */
interface Stat {
  value: number;
  measured: number;
  runs: number;
}
type Metric = Exclude<keyof Metrics, 'errors'>;

function stat(runs: readonly Metrics[], metric: Metric): Stat {
  const sorted = runs.map((run) => run[metric]).filter((v) => !Number.isNaN(v)).sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length === 0 ? Number.NaN : sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { value, measured: sorted.length, runs: runs.length };
}

/** `text` of a median, 'n/a' when no run measured it, with the count when only some did. */
const cell = (s: Stat, text: (value: number) => string) =>
  s.measured === 0 ? 'n/a' : s.measured < s.runs ? `${text(s.value)} (${s.measured}/${s.runs})` : text(s.value);

async function productPath(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/products?isActive=true&limit=100`);
  if (!response.ok) throw new Error(`GET /api/v1/products: ${response.status}`);
  const { products } = ((await response.json()) as { data: { products: { _id: string; name: string }[] } }).data;
  const product = products.find((p) => p.name === PRODUCT_NAME) ?? products[0];
  if (!product) throw new Error('The demo menu has no products.');
  return `/product/${product._id}`;
}

function table(rows: readonly string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')).join('\n');
}

const measured = (value: number, text: string) => (Number.isNaN(value) ? 'n/a' : text);
const seconds = (value: number) => measured(value, `${(value / 1000).toFixed(2)} s`);
const format: Record<Metric, (value: number) => string> = {
  score: (v) => v.toFixed(0),
  fcpMs: seconds,
  lcpMs: seconds,
  tbtMs: (v) => `${v.toFixed(0)} ms`,
  cls: (v) => v.toFixed(3),
  jsBytes: (v) => (v / 1024).toFixed(1),
};

const loadAtStart = os.loadavg();
const startedAt = performance.now();
const clockOffsetMs = nextWednesdayLunch().getTime() - Date.now();
let storefront: Storefront | null = null;
let limit: StaticLimit | null = null;
try {
  storefront = await startStorefront(clockOffsetMs);
  if (PHOTOS) console.error(`  uploaded photos given to ${await givePhotosToEveryDish(storefront.origin)} dishes`);
  const pages = [
    { name: 'Home', path: '/' },
    { name: 'Menu', path: '/menu' },
    { name: 'Product', path: await productPath(storefront.origin) },
  ].filter((p) => !ONLY || ONLY.includes(p.name.toLowerCase()));
  // Also warms the server (menu cache, JIT) before the first measured run.
  limit = await startStaticLimit(
    storefront.origin,
    pages.map((p) => p.path),
    userAgents.mobile,
  );
  if (OUT) mkdirSync(OUT, { recursive: true });

  const origins: Record<Variant, string> = { app: storefront.origin, limit: limit.origin };
  const results = new Map<string, Metrics[]>();
  let sample: Result | null = null;
  for (const page of pages) {
    for (let run = 1; run <= RUNS; run++) {
      for (const variant of ['app', 'limit'] as const) {
        const lhr = await runLighthouse(`${origins[variant]}${page.path}`, clockOffsetMs);
        sample ??= lhr;
        if (OUT) writeFileSync(path.join(OUT, `${page.name.toLowerCase()}-${variant}-${run}.json`), JSON.stringify(lhr));
        const metrics = metricsOf(lhr);
        const key = `${page.name}|${variant}`;
        results.set(key, [...(results.get(key) ?? []), metrics]);
        console.error(
          `  ${page.name} ${variant} ${run}/${RUNS}: score ${measured(metrics.score, metrics.score.toFixed(0))}, FCP ${seconds(metrics.fcpMs)}, ` +
            `LCP ${seconds(metrics.lcpMs)}, TBT ${measured(metrics.tbtMs, `${metrics.tbtMs.toFixed(0)} ms`)}, CLS ${measured(metrics.cls, metrics.cls.toFixed(3))}, ` +
            `JS ${(metrics.jsBytes / 1024).toFixed(1)} KB${metrics.errors.length > 0 ? ` (${metrics.errors.join(', ')})` : ''}`,
        );
      }
    }
  }

  const rows = [['page', 'variant', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'JS KB', 'LCP ratio']];
  const verdicts: string[] = [];
  const notes: string[] = [];
  for (const page of pages) {
    const summary = (variant: Variant) => {
      const runs = results.get(`${page.name}|${variant}`) ?? [];
      const errors = new Map<string, number>();
      for (const error of runs.flatMap((run) => run.errors)) errors.set(error, (errors.get(error) ?? 0) + 1);
      if (errors.size > 0) notes.push(`${page.name} ${variant}: ${[...errors].map(([e, n]) => `${e} in ${n}/${runs.length} runs`).join(', ')}`);
      const of = (metric: Metric) => stat(runs, metric);
      return { score: of('score'), fcpMs: of('fcpMs'), lcpMs: of('lcpMs'), tbtMs: of('tbtMs'), cls: of('cls'), jsBytes: of('jsBytes') };
    };
    const app = summary('app');
    const bare = summary('limit');
    // Of the medians; n/a when either page had no LCP in any run.
    const ratio = app.lcpMs.value / bare.lcpMs.value;
    for (const [variant, m] of [
      ['app', app],
      ['limit', bare],
    ] as const) {
      const metrics: Metric[] = ['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'jsBytes'];
      rows.push([page.name, variant, ...metrics.map((metric) => cell(m[metric], format[metric])), variant === 'app' ? measured(ratio, ratio.toFixed(2)) : '']);
    }
    // A metric no run measured misses its target (NaN fails every comparison).
    const misses = [
      !(app.score.value >= TARGET.score) ? `score ${cell(app.score, format.score)} < ${TARGET.score}` : '',
      !(ratio <= TARGET.lcpRatio) ? `LCP ${measured(ratio, ratio.toFixed(2))} × limit > ${TARGET.lcpRatio}` : '',
      !(app.tbtMs.value <= TARGET.tbtMs) ? `TBT ${cell(app.tbtMs, format.tbtMs)} > ${TARGET.tbtMs} ms` : '',
      !(app.cls.value <= TARGET.cls) ? `CLS ${cell(app.cls, format.cls)} > ${TARGET.cls}` : '',
    ].filter(Boolean);
    verdicts.push(`${page.name} ${misses.length === 0 ? 'met' : `MISSED (${misses.join('; ')})`}`);
  }

  const throttling = sample?.configSettings.throttling;
  const browser = /Chrome\/([\d.]+)/.exec(sample?.environment.hostUserAgent ?? '')?.[1] ?? '?';
  const loadAtEnd = os.loadavg();
  console.log(
    `Lighthouse benchmark${PHOTOS ? ' (an uploaded photo on every dish)' : ''}: ${pages.map((p) => `${p.name} ${p.path}`).join(', ')}; app = the production server, ` +
      `limit = the same HTML without scripts, gzipped (${limit.pages.map((p) => `${(p.gzipBytes / 1024).toFixed(1)} KB`).join(' / ')})`,
  );
  console.log(
    `  Lighthouse ${sample?.lighthouseVersion ?? '?'}, Chromium ${browser}, mobile preset, applied throttling (devtools: ` +
      `${throttling?.requestLatencyMs ?? '?'} ms RTT, ${((throttling?.downloadThroughputKbps ?? 0) / 1000).toFixed(2)} Mbit/s down, ` +
      `${throttling?.cpuSlowdownMultiplier ?? '?'}× CPU); ${RUNS} interleaved runs per row, medians; LCP ratio = app's median LCP / limit's`,
  );
  console.log(
    `  machine ${cores()} cores; load average (1/5/15 min) ${loadavg(loadAtStart)} at start, ${loadavg(loadAtEnd)} at end; ` +
      `took ${((performance.now() - startedAt) / 60_000).toFixed(1)} min`,
  );
  console.log(table(rows));
  console.log(
    `  targets (score ≥ ${TARGET.score}, LCP ≤ ${TARGET.lcpRatio} × limit, TBT ≤ ${TARGET.tbtMs} ms, CLS ≤ ${TARGET.cls}): ${verdicts.join('; ')}`,
  );
  if (notes.length > 0) console.log(`  not measured (Lighthouse's error codes; a median of fewer runs shows their count): ${notes.join('; ')}`);
} catch (err) {
  console.error(`Failed: ${(err as Error).stack ?? String(err)}`);
  process.exitCode = 1;
} finally {
  await limit?.close();
  await storefront?.stop();
}
