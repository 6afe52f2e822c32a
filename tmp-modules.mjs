import { readFileSync } from 'node:fs';
const profile = JSON.parse(readFileSync('/tmp/menu.cpuprofile','utf8'));
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
// inclusive time under module-body frames (functionName '' and lineNumber 0), by url; and their callees top
const incl = new Map(); const callees = new Map();
profile.samples.forEach((id, i) => {
  const d = profile.timeDeltas[i+1] ?? 0;
  const stack=[]; let c=id; while(c!==undefined){stack.push(byId.get(c).callFrame); c=parent.get(c);}
  // outermost module body frame
  const idx = stack.findLastIndex(f => f.functionName==='' && f.lineNumber===0 && f.url);
  if (idx<0) return;
  const k = stack[idx].url.split('/').pop();
  incl.set(k,(incl.get(k)||0)+d);
  const leafish = stack.slice(0, idx).reverse().slice(0,3).map(f=>`${f.functionName||'(anon)'}@${f.url.split('/').pop()}:${f.lineNumber}`).join(' > ');
  callees.set(leafish,(callees.get(leafish)||0)+d);
});
for (const [k,v] of [...incl].sort((a,b)=>b[1]-a[1]).slice(0,15)) console.log((v/1000).toFixed(1)+'ms', k);
console.log('--');
for (const [k,v] of [...callees].sort((a,b)=>b[1]-a[1]).slice(0,25)) console.log((v/1000).toFixed(1)+'ms', k);
