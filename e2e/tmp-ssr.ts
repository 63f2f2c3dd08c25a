import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://127.0.0.1:3111';
const paths = (process.env.PATHS ?? '/en/product/5,/ar/').split(',');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
for (const vp of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  for (const p of paths) {
    const context = await browser.newContext({
      viewport: vp,
      javaScriptEnabled: process.env.NOJS ? false : true,
    });
    const page = await context.newPage();
    const logs: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning')
        logs.push(`${m.type()}: ${m.text().slice(0, 300)}`);
    });
    page.on('pageerror', (e) => logs.push(`pageerror: ${e}`));
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) requests.push(r.url().replace(base, ''));
    });
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const name = `${p.replace(/[^a-z0-9]+/gi, '_')}-${vp.width}`;
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: false });
    console.log(name, 'api calls:', requests.join(' | '));
    for (const l of logs) console.log('   ', l);
    await context.close();
  }
}
await browser.close();
