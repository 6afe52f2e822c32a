import { chromium } from 'playwright-core';
import { signInThroughApi } from './support/session.ts';
async function main() {
  const base = 'http://localhost:3140';
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
  for (const [name, width, height, scheme] of [['desktop', 1280, 1000, 'light'], ['phone', 390, 1500, 'light'], ['desktop-dark', 1280, 1000, 'dark']] as const) {
    const page = await browser.newPage({ viewport: { width, height }, colorScheme: scheme });
    await signInThroughApi(page, base, { email: 'owner@golden-fork.example', password: 'Kitchen#2026' });
    await page.goto(`${base}${process.argv[2] ?? '/staff/settings/takings'}`);
    await page.getByTestId('takings-period').waitFor({ timeout: 20000 });
    if (process.argv[3]) await page.getByRole('button', { name: process.argv[3] }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/kitchen-shots/takings-${name}.png`, fullPage: name === 'phone' });
    await page.close();
  }
  await browser.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
