import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 400)));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.addInitScript(() => {
  const mo = new MutationObserver((records) => {
    let added = 0, removed = 0; const where = {};
    for (const r of records) { added += r.addedNodes.length; removed += r.removedNodes.length; if (r.addedNodes.length || r.removedNodes.length) { const t = r.target; const k = (t.tagName||'#')+'.'+(t.className?.toString?.().slice(0,40)||''); where[k]=(where[k]||0)+r.addedNodes.length+r.removedNodes.length; } }
    if (added + removed) console.log('mutations +' + added + ' -' + removed + ' ' + JSON.stringify(Object.entries(where).sort((a,b)=>b[1]-a[1]).slice(0,5)));
  });
  document.addEventListener('DOMContentLoaded', () => mo.observe(document, { childList: true, subtree: true }));
});
await page.goto(process.argv[2] ?? 'http://127.0.0.1:3190/menu', { waitUntil: 'load' });
await page.waitForTimeout(3000);
await browser.close();
