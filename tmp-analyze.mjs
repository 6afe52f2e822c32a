import { readFileSync } from 'node:fs';
const { traceEvents } = JSON.parse(readFileSync(process.argv[2] ?? '/tmp/trace.json', 'utf8'));
// main thread: the renderer's CrRendererMain
const names = traceEvents.filter(e => e.name === 'thread_name');
const main = names.filter(e => e.args.name === 'CrRendererMain');
const tasks = [];
for (const m of main) {
  const evs = traceEvents.filter(e => e.pid === m.pid && e.tid === m.tid && e.ph === 'X');
  const top = evs.filter(e => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  for (const t of top) if (t.dur > 50000) {
    const kids = evs.filter(e => e !== t && e.ts >= t.ts && e.ts + (e.dur||0) <= t.ts + t.dur && e.name !== 'RunTask');
    const agg = {};
    for (const k of kids) { const key = k.name + (k.args?.data?.url ? ' ' + k.args.data.url.split('/').pop().slice(0,40) : '') + (k.args?.data?.functionName ? ' fn=' + k.args.data.functionName : ''); agg[key] = (agg[key]||0) + k.dur; }
    tasks.push({ ts: t.ts, dur: t.dur, agg });
  }
}
const t0 = Math.min(...tasks.map(t=>t.ts));
for (const t of tasks.sort((a,b)=>a.ts-b.ts)) {
  console.log(`task +${((t.ts-t0)/1000).toFixed(0)}ms ${(t.dur/1000).toFixed(0)}ms`);
  for (const [k,v] of Object.entries(t.agg).sort((a,b)=>b[1]-a[1]).slice(0,8)) console.log(`   ${(v/1000).toFixed(1)}ms ${k}`);
}
