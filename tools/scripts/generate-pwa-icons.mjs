#!/usr/bin/env node
// Renders apps/web/public/favicon.svg into the PNG icons of the web app manifest
// (apps/web/pwa.config.ts), with headless Chromium:
//   pwa-192x192.png, pwa-512x512.png   the icon as drawn (purpose "any", transparent corners)
//   maskable-icon-512x512.png           purpose "maskable": the theme colour fills the whole
//                                       square and the icon is scaled into the central 80 %,
//                                       the safe zone a platform mask never cuts
//                                       (https://www.w3.org/TR/appmanifest/#icon-masks).
// Run after changing favicon.svg: `node tools/scripts/generate-pwa-icons.mjs` (Node 24), then
// commit the PNGs. The browser comes from tools/scripts/find-browser.mjs (or $HT_CHROMIUM).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const root = new URL('../../', import.meta.url).pathname;
const publicDir = join(root, 'apps/web/public');
const THEME_COLOR = '#18a058';
/** Share of the side the icon takes in the maskable variant (the safe zone is a centred circle of 80 % diameter). */
const MASKABLE_SCALE = 0.8;

const icons = [
  { file: 'pwa-192x192.png', size: 192, maskable: false },
  { file: 'pwa-512x512.png', size: 512, maskable: false },
  { file: 'maskable-icon-512x512.png', size: 512, maskable: true },
];

const svg = readFileSync(join(publicDir, 'favicon.svg'));
const src = `data:image/svg+xml;base64,${svg.toString('base64')}`;
const executablePath = execFileSync('node', [join(root, 'tools/scripts/find-browser.mjs')], {
  stdio: ['ignore', 'pipe', 'inherit'],
}).toString();

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const { file, size, maskable } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const side = maskable ? Math.round(size * MASKABLE_SCALE) : size;
    await page.setContent(
      `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? THEME_COLOR : 'transparent'}">` +
        `<img src="${src}" width="${side}" height="${side}" alt=""></body></html>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: join(publicDir, file), omitBackground: !maskable, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`wrote apps/web/public/${file} (${size}×${size}${maskable ? ', maskable' : ''})`);
  }
} finally {
  await browser.close();
}
