import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
const url = process.argv[2] ?? 'http://127.0.0.1:3190/menu';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox','--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: 1.4745*1024*1024/8, uploadThroughput: 675*1024/8 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(5000);
const { profile } = await cdp.send('Profiler.stop');
writeFileSync('/tmp/menu.cpuprofile', JSON.stringify(profile));
await browser.close();
// aggregate: self time per function, inclusive per function
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map(); const incl = new Map();
const dt = profile.timeDeltas; 
profile.samples.forEach((id, i) => {
  const d = dt[i+1] ?? 0;
  const n = byId.get(id); const key = k => `${k.callFrame.functionName||'(anon)'} ${k.callFrame.url.split('/').pop()}:${k.callFrame.lineNumber}`;
  self.set(key(n), (self.get(key(n))||0) + d);
  const seen = new Set(); let cur = id;
  while (cur !== undefined) { const kn = key(byId.get(cur)); if (!seen.has(kn)) { seen.add(kn); incl.set(kn, (incl.get(kn)||0)+d); } cur = parent.get(cur); }
});
const top = (m, n) => [...m].sort((a,b)=>b[1]-a[1]).slice(0,n).map(([k,v]) => `${(v/1000).toFixed(1)}ms ${k}`).join('\n');
console.log('== self\n' + top(self, 30)); console.log('== inclusive\n' + top(incl, 60));
