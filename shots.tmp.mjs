import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const base = 'http://localhost:3210';
const [,, ...specs] = process.argv;
for (const spec of specs) {
  const [path, file, width = '1280'] = spec.split(',');
  const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(base + path); await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/${file}.png`, fullPage: true });
  console.log(path, 'errors:', errors.length, errors.slice(0, 3).join(' | '));
  await ctx.close();
}
await browser.close();
