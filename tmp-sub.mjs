import { readFileSync } from 'node:fs';
const profile = JSON.parse(readFileSync('/tmp/menu.cpuprofile','utf8'));
const root = process.argv[2];
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map(); let total=0;
profile.samples.forEach((id, i) => {
  const d = profile.timeDeltas[i+1] ?? 0;
  const stack=[]; let cur=id; while (cur!==undefined){ stack.push(byId.get(cur).callFrame); cur=parent.get(cur);} 
  if (!stack.some(f=>f.functionName===root)) return;
  total+=d;
  const seen=new Set();
  for (const f of stack) { const k=`${f.functionName} ${f.url.split('/').pop()}:${f.lineNumber}`; if(seen.has(k)) continue; seen.add(k); if (/^[A-Z]/.test(f.functionName) || f.url.includes('menu-') || f.url.includes('shell-')) incl.set(k,(incl.get(k)||0)+d); }
});
console.log('total', (total/1000).toFixed(1));
for (const [k,v] of [...incl].sort((a,b)=>b[1]-a[1]).slice(0,40)) console.log((v/1000).toFixed(1)+'ms', k);
