import type { Manifest } from 'vite';

/** The head values and markup of one prerendered page (what `src/prerender/render-page.tsx` returns). */
export interface PrerenderedPage {
  html: string;
  meta?: { title: string; description?: string; keywords?: string };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The manifest keys of what a page needs from its first paint to the app taking over, beside the
 * entry (whose imports Vite already preloads): for a tool page the tool page chunk, the footer's
 * Markdown, the tool's family's tool extras (through which the shell reaches the tool's meta) and
 * the tool's meta and component chunks. The other families' tool extras (descriptions and
 * keywords, for the command palette and cards the HTML lacks) and the catalogs are left to load
 * when asked for: the page is already painted from its HTML, and only the visitor's language is
 * downloaded.
 *
 * @param manifest - Vite's build manifest (`.vite/manifest.json`).
 * @param toolFolder - for a tool page, the tool's folder name (the route without its slash), else undefined.
 * @param pageKeys - manifest keys of a lazily loaded page the route shows (e.g. `src/pages/About.tsx`).
 * @returns manifest keys, entry excluded.
 * @throws Error when the tool's `meta.ts` is not in the manifest (the route's folder must be named
 *   after it), or its family's `tool-extras.ts` is not.
 */
export function pageModuleKeys(manifest: Manifest, toolFolder?: string, pageKeys: readonly string[] = []): string[] {
  const keys = Object.keys(manifest);
  const wanted = [...pageKeys];
  if (toolFolder !== undefined) {
    const meta = keys.filter((k) => k.endsWith(`/src/${toolFolder}/meta.ts`) && manifest[k]!.isDynamicEntry === true);
    if (meta.length !== 1) throw new Error(`prerender: no single meta.ts chunk for the tool folder "${toolFolder}" (found ${meta.length})`);
    const extras = meta[0]!.replace(/\/src\/[^/]+\/meta\.ts$/, '/src/tool-extras.ts');
    if (!manifest[extras]) throw new Error(`prerender: no tool-extras.ts chunk for the tool folder "${toolFolder}" (looked for ${extras})`);
    const page = 'src/pages/ToolPage.tsx';
    wanted.push(page, ...(manifest[page]?.dynamicImports ?? []), extras, meta[0]!, ...(manifest[meta[0]!]!.dynamicImports ?? []));
  }
  return wanted;
}

/**
 * The files a page's modules need: their chunks and every chunk they import statically, and
 * the CSS of all of them; the entry's own (`index.html`) left out.
 *
 * @param manifest - Vite's build manifest.
 * @param keys - manifest keys of the page's modules (see {@link pageModuleKeys}).
 * @returns `js` and `css` file names relative to the build folder, each once, in load order.
 */
export function pageFiles(manifest: Manifest, keys: readonly string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry) return;
    for (const dep of chunk.imports ?? []) visit(dep);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  };
  for (const key of keys) visit(key);
  return { js: [...js], css: [...css] };
}

/**
 * The stylesheets of the app's entry, which every page inlines: the CSS of the entry chunk, or of
 * the chunks the template's module scripts load when the bundler merged the entry module into the
 * shell chunk (which then has no manifest entry marked `isEntry`), and of every chunk they import
 * statically.
 *
 * @param manifest - Vite's build manifest.
 * @param template - the built `index.html`.
 * @returns CSS file names relative to the build folder, each once, dependencies first.
 * @throws Error when the entry has no stylesheet (every page would be unstyled until the app loads).
 */
export function entryCssFiles(manifest: Manifest, template: string): string[] {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const scripts = [...template.matchAll(/<script type="module"[^>]*\ssrc="[^"]*?(assets\/[^"]+)"/g)].flatMap((m) => keyOfFile.get(m[1]!) ?? []);
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
    for (const file of manifest[key].css ?? []) css.add(file);
  };
  for (const key of [...Object.keys(manifest).filter((k) => manifest[k]!.isEntry), ...scripts]) visit(key);
  if (css.size === 0) throw new Error('prerender: found no stylesheet of the entry (neither an isEntry chunk nor the module scripts of index.html have CSS)');
  return [...css];
}

/**
 * Writes a prerendered page into the app's HTML: the root's markup (marked with the path it was
 * rendered for), the page's title and description (also as Open Graph tags for shared links),
 * the stylesheets inlined, a modulepreload for every chunk the page will import, and a
 * render-blocking `<link rel="expect">` so that the first paint shows a parsed page (see
 * https://html.spec.whatwg.org/multipage/links.html#link-type-expect).
 *
 * @param template - the built `index.html`.
 * @param page - the rendered markup and head values.
 * @param options - `path` with the base URL (e.g. `/hash-text`), `base` URL (e.g. `/`), `preload` (JS files
 *   relative to the build folder), `styles` (the CSS files to inline, in order: name relative to the build folder and text).
 * @returns the page's HTML.
 * @throws Error when the template lacks the `<div id="root"></div>` or `<title>` it expects.
 */
export function pageHtml(template: string, page: PrerenderedPage, options: { path: string; base: string; preload: readonly string[]; styles: readonly { file: string; text: string }[] }): string {
  if (!template.includes('<div id="root"></div>') || !/<title>[^<]*<\/title>/.test(template)) throw new Error('prerender: index.html lacks <div id="root"></div> or <title>');
  let html = template.replace('<html lang="en">', `<html lang="en" data-route="${escapeHtml(options.path)}">`);
  const head: string[] = [];
  if (page.meta) {
    const title = escapeHtml(page.meta.title);
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
    head.push(`<meta property="og:title" content="${title}">`);
    if (page.meta.description !== undefined) {
      const description = escapeHtml(page.meta.description);
      html = html.replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${description}" />`);
      head.push(`<meta property="og:description" content="${description}">`);
    }
    if (page.meta.keywords !== undefined) html = html.replace(/<meta name="keywords" content="[^"]*"\s*\/?>/, `<meta name="keywords" content="${escapeHtml(page.meta.keywords)}" />`);
  }
  head.push('<meta property="og:type" content="website">');
  // No paint of a half-parsed page. Under load Chromium paints while its HTML parser yields, and
  // a button label, a list row or a top-bar action still being parsed then grows and moves what was
  // painted (a layout shift: measured on /hash-text, 10 loads in 24 at 6× CPU slowdown). Rendering
  // waits until the page's <main> is parsed, with the top bar before it: until #main-parsed, which
  // BaseLayout renders right after it (with href="#main" itself Chromium sometimes painted a
  // half-parsed <main>). The side menu follows in the document, in a grid column that is there
  // before it: its ~250 links no longer hold the first paint (LCP of /hash-text 448 → 268 ms). The
  // home page waits until its newest tools (#home-fold): the list of every tool below them only
  // grows downwards, and holding the paint for it cost ~200 ms unthrottled, 3.5 s throttled.
  const home = options.path.replace(/\/$/, '') === options.base.replace(/\/$/, '');
  head.push(`<link rel="expect" href="${home ? '#home-fold' : '#main-parsed'}" blocking="render">`);
  for (const file of options.preload) head.push(`<link rel="modulepreload" crossorigin href="${options.base}${file}">`);
  // Every stylesheet inline: nothing blocks the first paint but the HTML itself. A disabled link
  // (never fetched) names each one, so that Vite's loader, which looks for the stylesheet links of
  // a chunk before it adds them, does not fetch them again when the chunks load.
  html = html.replace(/\s*<link rel="stylesheet"[^>]*>/g, '');
  head.push(`<style>${options.styles.map((style) => style.text).join('\n')}</style>`);
  for (const style of options.styles) head.push(`<link rel="stylesheet" href="${options.base}${style.file}" disabled>`);
  html = html.replace('</title>', `</title>\n    ${head.join('\n    ')}`);
  return html.replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
}

/** Where a page goes in the build folder: `index.html` for `/`, `<path>/index.html` otherwise, `404.html` for the not-found page. */
export function pageFile(path: string): string {
  if (path === '/') return 'index.html';
  if (path === '/404') return '404.html';
  return `${path.replace(/^\//, '')}/index.html`;
}
