#!/usr/bin/env node
// Bundle budgets of the production build (run by `npm test` after the build):
//  - the home page's initial JS ≤ 100 KB gzip (issue 11) and CSS ≤ 30 KB gzip: the entry and its static
//    imports (the shell, App included), what its prerendered HTML preloads, and the English shell catalog;
//  - no tool code in that initial load but the families' generated tool-index.ts (no meta.ts, no
//    component, no icons or keywords: those load lazily) and no tool-specific library;
//  - what every tool page loads beside the initial load, whatever the tool (the tool page, the
//    footer's Markdown, the merged chunks of shared libraries: UI kit, JSON text; see
//    apps/web/vite.config.ts) ≤ 120 KB gzip;
//  - every tool's own chunks (its component and what it alone pulls in) plus the Web Workers it
//    starts and what they load ≤ 200 KB gzip, unless the tool's meta.ts declares
//    `bundleBudget: { kb, reason }`.
// Prints a table of every tool's size. Reads dist's .vite/manifest.json and .vite/modules.json.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('../../', import.meta.url).pathname;
const dist = process.env.HT_OUT_DIR ?? join(root, 'dist/apps/web');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const modules = JSON.parse(readFileSync(join(dist, '.vite/modules.json'), 'utf8'));
// homeFiles / pageFiles: JS files a prerendered page loads up front (its module scripts and
// modulepreloads), so that with the document, the icon sprite and the favicon the home page makes
// ≤ 15 requests and a tool page ≤ 25 (issue 11).
// homeHtml / pageHtml: KiB of a prerendered page's HTML, uncompressed (the bench serves it so, and
// Lighthouse's simulated slow network then takes 5 s for 1 MB): the home page holds every tool's
// card and menu link; another page the menu and its own content.
const LIMITS = { initialJs: 100, initialCss: 30, tool: 200, toolPage: 120, homeFiles: 12, pageFiles: 22, homeHtml: 384, pageHtml: 200 };

const gzipCache = new Map();
const gzip = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
};
const kb = (bytes) => (bytes / 1024).toFixed(1);
const closure = (keys, into = new Set()) => {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    closure(manifest[key].imports ?? [], into);
  }
  return into;
};
const findKey = (test) => Object.keys(manifest).find(test);

const appKey = findKey((k) => k === 'src/App.tsx' || k.endsWith('apps/web/src/App.tsx'));
const catalogKey = findKey((k) => k.endsWith('locales/en/messages.po'));
// English, the default, downloads no catalog (libs/i18n activateLocale('en')); another language adds its own.
const otherCatalogs = Object.keys(manifest).filter((k) => /locales\/(?!en\/)[^/]+\/messages\.po$/.test(k));
// The page's entry: index.html in the manifest, or — when the bundler merged the entry module into
// the shell chunk, which then has no facade module and no manifest entry of its own — the chunks
// index.html's module scripts load.
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
/** The build files (`assets/…`) a page's HTML loads as module scripts, and those it preloads. */
const moduleScriptFiles = (html) => [...html.matchAll(/<script type="module"[^>]*\ssrc="[^"]*?(assets\/[^"]+)"/g)].map((m) => m[1]);
const preloadedFiles = (html) => [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="[^"]*?(assets\/[^"]+)"/g)].map((m) => m[1]);
const entryKeys = manifest['index.html']
  ? ['index.html']
  : moduleScriptFiles(readFileSync(join(dist, 'index.html'), 'utf8')).map((f) => keyOfFile.get(f)).filter(Boolean);
if (entryKeys.length === 0 || !catalogKey) {
  console.error('bundle-budget: neither the manifest nor index.html names the entry, or the English catalog is missing; the build layout changed.');
  process.exit(1);
}
// The app is part of the entry's static imports; an older layout loaded it as a chunk of its own.
// The prerendered home page also preloads chunks (apps/web/prerender/page-html.ts): those are
// downloaded up front too, so they count.
const homePreloads = preloadedFiles(readFileSync(join(dist, 'index.html'), 'utf8')).map((f) => keyOfFile.get(f)).filter(Boolean);
const initial = closure([...entryKeys, ...(appKey ? [appKey] : []), ...homePreloads]);
const initialFiles = new Set([...initial].map((k) => manifest[k].file));
const initialCss = new Set([...initial].flatMap((k) => manifest[k].css ?? []));
const jsBytes = [...initialFiles].reduce((sum, f) => sum + gzip(f), 0);
const cssBytes = [...initialCss].reduce((sum, f) => sum + gzip(f), 0);
const failures = [];

console.log(`Home page initial load (English): JS ${kb(jsBytes)} KB gzip (limit ${LIMITS.initialJs}), CSS ${kb(cssBytes)} KB gzip (limit ${LIMITS.initialCss}), ${initialFiles.size} JS files`);
const largestCatalog = Math.max(0, ...otherCatalogs.map((k) => gzip(manifest[k].file)));
console.log(`  in another language, plus its catalog: up to ${kb(largestCatalog)} KB gzip (JS ${kb(jsBytes + largestCatalog)} KB in all)`);
if (jsBytes > LIMITS.initialJs * 1024) failures.push(`home page initial JS ${kb(jsBytes)} KB gzip > ${LIMITS.initialJs} KB`);
if (cssBytes > LIMITS.initialCss * 1024) failures.push(`home page initial CSS ${kb(cssBytes)} KB gzip > ${LIMITS.initialCss} KB`);

// What tool pages share: the tool page chunk (with the Markdown it loads) and the merged chunks of
// shared libraries, downloaded once for every tool.
const toolPageKey = findKey((k) => k === 'src/pages/ToolPage.tsx');
const toolPage = closure([...(toolPageKey ? [toolPageKey, ...(manifest[toolPageKey].dynamicImports ?? [])] : []), ...Object.keys(manifest).filter((k) => /^_(kit|json-text|markdown)-[A-Za-z0-9_-]{8}\.js$/.test(k))]);
for (const key of initial) toolPage.delete(key);
const toolPageBytes = [...new Set([...toolPage].map((k) => manifest[k].file))].reduce((sum, f) => sum + gzip(f), 0);
console.log(`Every tool page, beside the initial load: JS ${kb(toolPageBytes)} KB gzip (limit ${LIMITS.toolPage}): ${[...toolPage].map((k) => manifest[k].file.replace(/^assets\//, '')).join(', ')}`);
if (toolPageBytes > LIMITS.toolPage * 1024) failures.push(`tool page baseline ${kb(toolPageBytes)} KB gzip > ${LIMITS.toolPage} KB`);

// Requests: the JS files each prerendered page loads before it is interactive.
const upFrontFiles = (html) => new Set([...preloadedFiles(html), ...moduleScriptFiles(html)]);
const pages = readdirSync(dist, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(dist, d.name, 'index.html')))
  .map((d) => {
    const html = readFileSync(join(dist, d.name, 'index.html'));
    return { route: `/${d.name}`, files: upFrontFiles(html.toString('utf8')).size, htmlBytes: html.length };
  });
const homeHtml = readFileSync(join(dist, 'index.html'));
const homeFiles = upFrontFiles(homeHtml.toString('utf8')).size;
const most = pages.reduce((a, b) => (b.files > a.files ? b : a), { route: '(none)', files: 0 });
console.log(`JS files loaded up front: home page ${homeFiles} (limit ${LIMITS.homeFiles}); other pages up to ${most.files} (${most.route}; limit ${LIMITS.pageFiles}), ${pages.length} pages`);
if (pages.length === 0) failures.push('no prerendered page found beside index.html');
if (homeFiles > LIMITS.homeFiles) failures.push(`home page loads ${homeFiles} JS files up front > ${LIMITS.homeFiles}`);
for (const page of pages) if (page.files > LIMITS.pageFiles) failures.push(`${page.route} loads ${page.files} JS files up front > ${LIMITS.pageFiles} (merge small chunks: apps/web/vite.config.ts)`);
const biggest = pages.reduce((a, b) => (b.htmlBytes > a.htmlBytes ? b : a), { route: '(none)', htmlBytes: 0 });
console.log(`Prerendered HTML, uncompressed: home page ${kb(homeHtml.length)} KB (limit ${LIMITS.homeHtml}); other pages up to ${kb(biggest.htmlBytes)} KB (${biggest.route}; limit ${LIMITS.pageHtml})`);
if (homeHtml.length > LIMITS.homeHtml * 1024) failures.push(`home page HTML ${kb(homeHtml.length)} KB > ${LIMITS.homeHtml} KB`);
for (const page of pages) if (page.htmlBytes > LIMITS.pageHtml * 1024) failures.push(`${page.route} HTML ${kb(page.htmlBytes)} KB > ${LIMITS.pageHtml} KB`);

// Tool-specific libraries: the dependencies of the tool packages, except shared ones.
// The shell's own widgets use these too (the icons: only those the shell shows; the tools' icons load with their extras).
const shared = new Set(['zod', 'react', 'react-dom', '@tabler/icons-react']);
const toolLibs = new Set();
for (const dir of readdirSync(join(root, 'libs')).filter((d) => d.startsWith('tool-'))) {
  const pkg = JSON.parse(readFileSync(join(root, 'libs', dir, 'package.json'), 'utf8'));
  for (const dep of Object.keys(pkg.dependencies ?? {})) if (!dep.startsWith('@handy-tools/') && !shared.has(dep)) toolLibs.add(dep);
}
for (const file of initialFiles) {
  for (const id of modules[file] ?? []) {
    const toolSource = id.match(/\/libs\/(tool-[^/]+)\/src\/(.+)$/);
    if (toolSource && toolSource[2] !== 'tool-index.ts') failures.push(`tool code in the initial load: ${toolSource[1]}/${toolSource[2]} (in ${file})`);
    const lib = id.match(/\/node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1];
    if (lib && toolLibs.has(lib)) failures.push(`tool library "${lib}" in the initial load (in ${file})`);
  }
}

// Web Workers a chunk starts (Vite emits them as assets/<name>.worker-<hash>.js, referenced by
// name) and every file a worker imports, statically or dynamically, by relative name.
const workerClosure = (files) => {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !existsSync(join(dist, file))) return;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    for (const m of code.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)) visit(`assets/${m[1]}`);
  };
  for (const file of files) {
    const code = readFileSync(join(dist, file), 'utf8');
    for (const m of code.matchAll(/([\w.-]+\.worker-[\w-]+\.js)/g)) visit(`assets/${m[1]}`);
  }
  return seen;
};

// Every tool's own chunks and workers.
const rows = [];
for (const key of Object.keys(manifest).filter((k) => /libs\/tool-[^/]+\/src\/[^/]+\/[A-Z][A-Za-z0-9]*Tool\.tsx$/.test(k))) {
  const own = [...new Set([...closure([key])].filter((k) => !initial.has(k) && !toolPage.has(k)).map((k) => manifest[k].file))];
  const workers = [...workerClosure(own)].filter((f) => !own.includes(f));
  const workerBytes = workers.reduce((sum, f) => sum + gzip(f), 0);
  const bytes = own.reduce((sum, f) => sum + gzip(f), 0) + workerBytes;
  const metaPath = join(root, key.replace(/^.*?(libs\/)/, '$1').replace(/[^/]+$/, 'meta.ts'));
  const meta = existsSync(metaPath) ? readFileSync(metaPath, 'utf8') : '';
  const declared = meta.match(/bundleBudget:\s*\{\s*kb:\s*(\d+)\s*,\s*reason:\s*['"`]([^'"`]+)/);
  const limit = declared ? Number(declared[1]) : LIMITS.tool;
  const route = key.match(/src\/([^/]+)\//)[1];
  rows.push({ route, bytes, workerBytes, limit, reason: declared?.[2] ?? '' });
  if (bytes > limit * 1024) failures.push(`/${route}: ${kb(bytes)} KB gzip > ${limit} KB${declared ? '' : ' (declare bundleBudget: { kb, reason } in its meta if it really needs more)'}`);
}
rows.sort((a, b) => b.bytes - a.bytes);
console.log('\nTool chunks and workers (gzip, beyond the initial load and the tool page):');
console.log('  route'.padEnd(36) + 'size'.padStart(10) + 'workers'.padStart(11) + 'limit'.padStart(9));
for (const r of rows) {
  const workers = r.workerBytes > 0 ? `${kb(r.workerBytes)} KB` : '';
  console.log(`  /${r.route}`.padEnd(36) + `${kb(r.bytes)} KB`.padStart(10) + workers.padStart(11) + `${r.limit} KB`.padStart(9) + (r.reason ? `  (${r.reason})` : ''));
}

if (failures.length) {
  console.error(`\nBundle budget exceeded:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nBundle budgets: OK');
