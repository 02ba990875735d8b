// Writes the prerendered pages (run by prerender.config.ts in a Node process of its own, after the
// browser build): node render-pages.ts <server entry .js> <build folder> <base URL>
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import type { Manifest } from 'vite';
import { isAnyHostPage, widenMetaConnectSrc } from '../csp.config.ts';
import { installPrerenderGlobals, setPrerenderUrl } from './globals.ts';
import { entryCssFiles, pageFile, pageFiles, pageHtml, pageModuleKeys, type PrerenderedPage } from './page-html.ts';

const [serverEntry, outDir, base = '/'] = process.argv.slice(2);
if (!serverEntry || !outDir) throw new Error('usage: render-pages.ts <server entry .js> <build folder> <base URL>');

installPrerenderGlobals();
const server = (await import(pathToFileURL(serverEntry).href)) as {
  prerenderPaths(): string[];
  renderPage(path: string): Promise<PrerenderedPage & { status: number }>;
  setSanitizerWindow(win: unknown): void;
};
// Sanitised HTML (Markdown footers, rendered documents) is made in a complete DOM: happy-dom's
// parsing lets DOMPurify drop headings and keep event handlers.
server.setSanitizerWindow(new JSDOM('').window);
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
const template = readFileSync(join(outDir, 'index.html'), 'utf8');
// The page without prerendered content: the service worker's offline answer to any navigation.
writeFileSync(join(outDir, 'app.html'), template);
// The pages other than tools' that load lazily: their chunk (and its CSS) is part of the page.
const LAZY_PAGES: Record<string, string[]> = { '/about': ['src/pages/About.tsx'] };
const entryCss = entryCssFiles(manifest, template);
const started = performance.now();
const paths = [...server.prerenderPaths(), '/404'];
for (const path of paths) {
  setPrerenderUrl(new URL(path, 'http://localhost').href);
  const page = await server.renderPage(path);
  const tool = path !== '/' && path !== '/about' && path !== '/404' ? path.slice(1) : undefined;
  const files = pageFiles(manifest, pageModuleKeys(manifest, tool, LAZY_PAGES[path]));
  const styles = [...new Set([...entryCss, ...files.css])].map((file) => ({ file, text: readFileSync(join(outDir, file), 'utf8') }));
  const file = join(outDir, pageFile(path));
  mkdirSync(dirname(file), { recursive: true });
  const route = `${base}${path.slice(1)}`.replace(/(.)\/$/, '$1');
  const html = pageHtml(template, page, { path: route, base, preload: files.js, styles });
  writeFileSync(file, isAnyHostPage(route, base) ? widenMetaConnectSrc(html) : html);
}
console.log(`prerendered ${paths.length} pages in ${Math.round(performance.now() - started)} ms`);
