import { readFileSync } from 'node:fs';
const profile = JSON.parse(readFileSync('/tmp/menu.cpuprofile','utf8'));
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let t = profile.startTime; const samples = profile.samples.map((id, i) => { t += profile.timeDeltas[i]; return { id, t, d: profile.timeDeltas[i+1] ?? 0 }; });
const isIdle = (id) => byId.get(id).callFrame.functionName === '(idle)';
const stretches = []; let cur = null;
for (const s of samples) {
  if (isIdle(s.id)) { if (cur) { cur.idleRun += s.d; if (cur.idleRun > 2000) { stretches.push(cur); cur = null; } } continue; }
  if (!cur) cur = { start: s.t, end: s.t, samples: [], idleRun: 0 };
  cur.idleRun = 0; cur.end = s.t + s.d; cur.samples.push(s);
}
if (cur) stretches.push(cur);
const t0 = profile.startTime;
for (const st of stretches) {
  const busy = st.samples.reduce((a, s) => a + s.d, 0);
  if (busy < 50000) continue;
  const incl = new Map();
  for (const s of st.samples) { const seen = new Set(); let c = s.id; while (c !== undefined) { const f = byId.get(c).callFrame; const k = `${f.functionName} ${f.url.split('/').pop()}:${f.lineNumber}`; if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) || 0) + s.d); } c = parent.get(c); } }
  console.log(`stretch +${((st.start - t0) / 1000).toFixed(0)}ms busy ${(busy / 1000).toFixed(0)}ms`);
  const interesting = [...incl].filter(([k]) => /^(performSyncWorkOnRoot|performWorkOnRoot|commitRoot|renderRootSync|renderRootConcurrent|flushPassiveEffects|evaluate|\(program\)|\(garbage|MenuPage|MenuSectionView|ProductCard|AppShell|Header|HeaderView|FooterView|NavDrawer|decodeInitial|createHydratedRouter|hydrate |dietaryOptions|LinkWithRef|flushMutationEffects|flushLayoutEffects|commitPassive|getActiveElementDeep)/.test(k));
  for (const [k, v] of interesting.sort((a, b) => b[1] - a[1]).slice(0, 14)) console.log(`   ${(v / 1000).toFixed(1)}ms ${k}`);
}
