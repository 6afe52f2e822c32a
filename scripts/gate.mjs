#!/usr/bin/env node
// `npm test`: every check, one phase after another, stopping at the first that fails. At the end
// (pass or fail) a table of each phase's wall time and the tests each ran; a suite that runs once
// per database counts once per run. `.ci/run` passes the install's time in GATE_INSTALL_MS.
// First of all, the browser the journeys drive (ensureChromium below, scripts/chromium.mjs).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_PACKAGES, chromiumPlan, installChromium, thisMachine } from './chromium.mjs';

/**
 * The browser first (scripts/chromium.mjs): installed when missing if this runs as root (its time
 * goes into the table), else the gate stops here with the one command that installs it.
 */
function ensureChromium() {
  const plan = chromiumPlan(thisMachine);
  if (plan.action === 'ready') return null;
  if (plan.action === 'note') {
    console.log(`Note: ${plan.message}`);
    return null;
  }
  if (plan.action === 'stop') stop(plan.message);
  console.log(`Installing Debian's ${CHROMIUM_PACKAGES.join(' and ')} for the browser tests (${plan.missing.join(', ')} missing)...`);
  const started = Date.now();
  const failure = installChromium(thisMachine);
  if (failure) stop(failure);
  return { name: 'install: chromium', seconds: (Date.now() - started) / 1000, status: 'ok' };
}

function stop(message) {
  console.error(`npm test: ${message}`);
  process.exit(1);
}

const chromiumRow = ensureChromium();
// GATE_REPORTS_DIR keeps Vitest's JSON reports (per-file durations) after the run; else a temp dir.
const keptReports = process.env.GATE_REPORTS_DIR;
const reports = keptReports ?? mkdtempSync(path.join(tmpdir(), 'platter-gate-'));

/** A Vitest run of one project, reporting to the console and to a JSON file that is counted. */
const vitest = (project, ...more) => ({
  name: `unit: ${project}`,
  command: [
    'npx', 'vitest', 'run',
    ...[project, ...more].flatMap((name) => ['--project', name]),
    '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, `${project}.json`)}`,
  ],
  report: path.join(reports, `${project}.json`),
});

/**
 * The journeys' seeded data folder, and with TEST_DATABASE_URL their seeded PostgreSQL database,
 * made once while the API tests run (both e2e lanes copy them; each lane seeded its own database
 * at its start before: a server start with the migrations and the seed, ahead of any journey).
 */
const seededTemplate = path.join(reports, 'e2e-seeded');
process.env.E2E_SEEDED_DATA_DIR = seededTemplate;
if (process.env.TEST_DATABASE_URL) process.env.E2E_SEEDED_POSTGRES_DB = `platter_e2e_gate_${randomBytes(6).toString('hex')}`;

// A step is a phase, or a list of lanes run side by side (a lane: one phase, or a list of phases
// run one after another). Each row of the table is one phase's own wall time; rows that ran side
// by side overlap, and the total is the gate's wall time.
//  - The API suites spend much of their time waiting (PostgreSQL, PGlite's file copies, sockets,
//    child processes), so they run with three workers, and every CPU-bound short phase runs in a
//    lane beside them instead of before or after them: domain, web, build, budget, the journeys'
//    seeded database, then lint and the two type checks (single-threaded: each fills the core the
//    API suites leave idle). Lint and the type checks ran first, on their own, until this stop:
//    77 s of wall time in which the API suites could have been running.
//  - The journeys run in two lanes side by side (vitest.config.ts, SECOND_E2E_LANE: the
//    accessibility matrix and a few journeys), one file at a time in each, each with its own
//    Chromium and servers.
const PHASES = [
  [
    { ...vitest('api'), command: [...vitest('api').command, '--maxWorkers=3'] },
    [
      vitest('domain'),
      vitest('web', 'web-mocks'),
      { name: 'build', command: ['npm', 'run', '-s', 'build'] },
      { name: 'budget', command: ['npm', 'run', '-s', 'budget', '-w', '@platter/web'] },
      { name: 'e2e: seeded data', command: ['npx', 'tsx', 'e2e/support/make-seeded-template.ts', seededTemplate] },
      { name: 'lint', command: ['npm', 'run', '-s', 'lint'] },
      { name: 'typecheck: node', command: ['npm', 'run', '-s', 'typecheck:node'] },
      { name: 'typecheck: web', command: ['npm', 'run', '-s', 'typecheck:web'] },
    ],
  ],
  [
    { ...vitest('e2e'), name: 'e2e' },
    { ...vitest('e2e-2'), name: 'e2e: lane 2 (a11y)' },
  ],
];

/**
 * Runs `command` and resolves its exit code and its CPU seconds (user + system, its own and its
 * waited-for descendants', from GNU time when /usr/bin/time is there): on a machine shared with
 * other work, CPU seconds compare runs where wall time does not.
 */
const GNU_TIME = '/usr/bin/time';
function run(command, name) {
  const cpuFile = existsSync(GNU_TIME) ? path.join(reports, `${name.replace(/[^a-z0-9]+/gi, '-')}.cpu`) : undefined;
  const argv = cpuFile ? [GNU_TIME, '-q', '-f', '%U %S', '-o', cpuFile, ...command] : command;
  return new Promise((resolve) => {
    const child = spawn(argv[0], argv.slice(1), { stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      let cpu;
      try {
        const [user, system] = readFileSync(cpuFile, 'utf8').trim().split(/\s+/).slice(-2).map(Number);
        if (Number.isFinite(user + system)) cpu = user + system;
      } catch {
        // no GNU time: the CPU column stays empty
      }
      resolve({ code: code ?? (signal ? 1 : 0), cpu });
    });
  });
}

/** Tests a Vitest JSON report counts: those that ran (passed or failed), and those skipped. */
function counted(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const ran = report.numPassedTests + report.numFailedTests;
    return { ran, skipped: report.numPendingTests + report.numTodoTests };
  } catch {
    return undefined;
  }
}

const rows = [];
if (process.env.GATE_INSTALL_MS) {
  const cpu = Number(process.env.GATE_INSTALL_CPU_S);
  rows.push({ name: 'install', seconds: Number(process.env.GATE_INSTALL_MS) / 1000, ...(Number.isFinite(cpu) && process.env.GATE_INSTALL_CPU_S ? { cpu } : {}), status: 'ok' });
}
if (chromiumRow) rows.push(chromiumRow);
const started = Date.now();
let failed = false;
/** Runs one phase and returns its row. */
async function runPhase(phase) {
  const t0 = Date.now();
  const { code, cpu } = await run(phase.command, phase.name);
  const row = { name: phase.name, seconds: (Date.now() - t0) / 1000, cpu, status: code === 0 ? 'ok' : `failed (${code})` };
  if (phase.report) row.tests = counted(phase.report);
  return row;
}

/** Runs a lane's phases one after another (stopping at the first that fails) and returns their rows. */
async function runLane(lane) {
  const done = [];
  for (const phase of Array.isArray(lane) ? lane : [lane]) {
    if (done.some((row) => row.status !== 'ok')) done.push({ name: phase.name, status: 'not run' });
    else done.push(await runPhase(phase));
  }
  return done;
}

const phasesOf = (step) => (Array.isArray(step) ? step.flat() : [step]);
for (const step of PHASES) {
  if (failed) {
    for (const phase of phasesOf(step)) rows.push({ name: phase.name, status: 'not run' });
    continue;
  }
  console.log(`\n=== ${phasesOf(step).map((phase) => phase.name).join(' | ')} ===`);
  const done = (await Promise.all((Array.isArray(step) ? step : [step]).map(runLane))).flat();
  rows.push(...done);
  failed = done.some((row) => row.status !== 'ok');
}
if (process.env.E2E_SEEDED_POSTGRES_DB) await run(['npx', 'tsx', 'e2e/support/make-seeded-template.ts', '--drop-postgres'], 'drop seeded database');
if (!keptReports) rmSync(reports, { recursive: true, force: true });

const pad = (text, width) => String(text).padEnd(width);
const total = (Date.now() - started) / 1000 + rows.filter((row) => row.name.startsWith('install')).reduce((sum, row) => sum + row.seconds, 0);
const ran = rows.reduce((sum, row) => sum + (row.tests?.ran ?? 0), 0);
const skipped = rows.reduce((sum, row) => sum + (row.tests?.skipped ?? 0), 0);
const cpuTotal = rows.reduce((sum, row) => sum + (row.cpu ?? 0), 0);
console.log('\nphase             wall time   CPU time    tests run (skipped)   status');
for (const row of rows) {
  const time = row.seconds === undefined ? '' : `${row.seconds.toFixed(1)} s`;
  const cpu = row.cpu === undefined ? '' : `${row.cpu.toFixed(1)} s`;
  const tests = row.tests ? `${row.tests.ran} (${row.tests.skipped})` : '';
  console.log(`${pad(row.name, 18)}${pad(time, 12)}${pad(cpu, 12)}${pad(tests, 22)}${row.status}`);
}
console.log(`${pad('total', 18)}${pad(`${total.toFixed(1)} s`, 12)}${pad(cpuTotal ? `${cpuTotal.toFixed(1)} s` : '', 12)}${pad(`${ran} (${skipped})`, 22)}${failed ? 'FAILED' : 'ok'}`);
console.log('(the API tests run beside a lane of the short phases, lint and the type checks; the two e2e lanes run side by side. The total is the wall time, install included)');
process.exit(failed ? 1 : 0);
