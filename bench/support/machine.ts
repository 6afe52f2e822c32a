// Figures for benchmark reports: percentiles, and what the whole machine was doing meanwhile
// (a benchmark on a shared 2-core box means little without the load beside it).
import os from 'node:os';
import { performance } from 'node:perf_hooks';

/** Nearest-rank percentile of `values` (p in 0..100); NaN when empty. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
export const pct = (value: number) => `${(value * 100).toFixed(0)}%`;

interface CpuTimes {
  busy: number;
  total: number;
}

function cpuTimes(): CpuTimes {
  let busy = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const { user, nice, sys, irq, idle } = cpu.times;
    busy += user + nice + sys + irq;
    total += user + nice + sys + irq + idle;
  }
  return { busy, total };
}

/** A point in time to measure from: the machine's CPU, this process's CPU and event loop. */
export interface Mark {
  at: number;
  machine: CpuTimes;
  cpu: NodeJS.CpuUsage;
  elu: ReturnType<typeof performance.eventLoopUtilization>;
  loadavg: number[];
}

export function mark(): Mark {
  return {
    at: performance.now(),
    machine: cpuTimes(),
    cpu: process.cpuUsage(),
    elu: performance.eventLoopUtilization(),
    loadavg: os.loadavg(),
  };
}

export interface Since {
  wallMs: number;
  /** Share of all cores busy (every process on the machine). */
  machineBusy: number;
  /** This process's CPU time over wall time (1 = one core). */
  processCores: number;
  eventLoopUtilization: number;
}

export function since(from: Mark): Since {
  const now = mark();
  const busy = now.machine.busy - from.machine.busy;
  const total = now.machine.total - from.machine.total;
  const cpu = process.cpuUsage(from.cpu);
  const wallMs = now.at - from.at;
  return {
    wallMs,
    machineBusy: total > 0 ? busy / total : 0,
    processCores: (cpu.user + cpu.system) / 1000 / wallMs,
    eventLoopUtilization: performance.eventLoopUtilization(from.elu).utilization,
  };
}

export const loadavg = (values: readonly number[]) => values.map((v) => v.toFixed(2)).join(' / ');
export const cores = () => os.availableParallelism();
