import { chromium } from 'playwright-core';
import sharp from 'sharp';
const B = 'http://localhost:3900';
const OUT = '/tmp/shots';
import { mkdirSync } from 'node:fs';
mkdirSync(OUT, { recursive: true });
const login = async (email) => (await (await fetch(`${B}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'Solara-demo-2026' }) })).json()).token;
const admin = await login('admin@solara.test');
const dist = await login('distribuidor@solara.test');
const cust = await login('cliente@solara.test');
// A colour photo through the admin API
const cat = await (await fetch(`${B}/api/admin/catalog`, { headers: { Authorization: `Bearer ${admin}` } })).json();
const fabric = cat.fabrics.find((f) => f.slug === 'blackout-premium');
const color = cat.colors.find((c) => c.fabric_id === fabric.id);
const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: color.hex } }).composite([{ input: Buffer.from(`<svg width="1600" height="1200"><rect x="200" y="150" width="1200" height="900" fill="#ffffff" fill-opacity=".25"/><text x="800" y="640" font-size="90" text-anchor="middle" fill="#333">Foto de ${color.name}</text></svg>`) }]).jpeg().toBuffer();
const fd = new FormData(); fd.append('image', new Blob([jpeg], { type: 'image/jpeg' }), 'foto.jpg');
const up = await fetch(`${B}/api/admin/catalog/colors/${color.id}/image`, { method: 'POST', headers: { Authorization: `Bearer ${admin}` }, body: fd });
console.log('upload', up.status);
await new Promise((r) => setTimeout(r, 1500));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
async function shot(name, path, { token, w = 1280, h = 900, full = true, before } = {}) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'es-MX', deviceScaleFactor: 1, isMobile: w < 500, hasTouch: w < 500 });
  if (token) await ctx.addInitScript((t) => localStorage.setItem('user_token', t), token);
  const page = await ctx.newPage();
  await page.goto(B + path, { waitUntil: 'networkidle' }).catch(() => {});
  if (before) await before(page);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${OUT}/${name}-${w}.png`, fullPage: full });
  await ctx.close();
}
const dealers = await (await fetch(`${B}/api/dealers`)).json();
const d = dealers.find((x) => x.state?.name === 'Jalisco') ?? dealers[0];
const dealerPath = (await (await fetch(`${B}/distribuidores`)).text()).match(/href="(\/distribuidores\/[a-z-]+\/[a-z0-9-]+)"/)?.[1];
console.log('dealer page', dealerPath);
for (const w of [1280, 390]) {
  await shot('dealer-page', dealerPath, { w });
  await shot('locator-filter', '/distribuidores?servicio=instalacion&producto=toldos', { w, full: false });
  await shot('detail-photo', `/detalles/blackout-premium/${color.slug}`, { w, full: false });
  await shot('motor-quoter', '/motorizacion/cotizador', { w, full: false });
  await shot('quoter-share', '/persianas/cotizador?tipo=enrollables&tela=blackout-premium', { w, before: async (p) => { await p.getByLabel(/Ancho/).first().fill('150'); await p.getByLabel(/Alto/).first().fill('180'); } });
  await shot('panel-catalogo', '/panel/catalogo', { token: admin, w });
  await shot('panel-promos', '/panel/gaseta-promociones', { token: dist, w });
  await shot('panel-orders-admin', '/panel/listas/ordenes-admin', { token: dist, w, full: false });
  await shot('panel-profile-dealer', '/panel/perfil', { token: dist, w });
  await shot('panel-home', '/panel', { token: cust, w, full: false });
  await shot('model-grid', '/productos/toldos/retractiles/cofre-total-500', { w });
  await shot('home', '/', { w });
}
await browser.close();
