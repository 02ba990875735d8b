import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { entryCssFiles, pageFile, pageFiles, pageHtml, pageModuleKeys } from '../../prerender/page-html';

// A manifest shaped like Vite's: the entry, the app chunk, catalogs, two families' extras, the
// tool page with its lazy Markdown, and one tool (meta → component → a shared chunk with CSS).
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', src: 'index.html', isEntry: true, imports: ['_shell.js'], css: ['assets/index-1.css'] },
  '_shell.js': { file: 'assets/shell-1.js' },
  'src/App.tsx': { file: 'assets/App-1.js', src: 'src/App.tsx', isDynamicEntry: true, imports: ['index.html', '_shell.js'] },
  '../../locales/en/messages.po': { file: 'assets/messages-en.js', src: '../../locales/en/messages.po', isDynamicEntry: true },
  '../../locales/de/messages.po': { file: 'assets/messages-de.js', src: '../../locales/de/messages.po', isDynamicEntry: true },
  '../../locales/en/descriptions.po': { file: 'assets/descriptions-en.js', src: '../../locales/en/descriptions.po', isDynamicEntry: true },
  '../../locales/en/tools.po': { file: 'assets/tools-en.js', src: '../../locales/en/tools.po', isDynamicEntry: true },
  '../../libs/tool-hash/src/tool-extras.ts': { file: 'assets/tool-extras-hash.js', src: '../../libs/tool-hash/src/tool-extras.ts', isDynamicEntry: true, dynamicImports: ['../../libs/tool-hash/src/hash-text/meta.ts'] },
  '../../libs/tool-json/src/tool-extras.ts': { file: 'assets/tool-extras-json.js', src: '../../libs/tool-json/src/tool-extras.ts', isDynamicEntry: true },
  'src/pages/About.tsx': { file: 'assets/About-1.js', src: 'src/pages/About.tsx', isDynamicEntry: true, imports: ['index.html'] },
  'src/pages/ToolPage.tsx': { file: 'assets/ToolPage-1.js', src: 'src/pages/ToolPage.tsx', isDynamicEntry: true, imports: ['index.html', '_kit.js'], dynamicImports: ['../../libs/ui/src/markdown.ts'], css: ['assets/ToolPage-1.css'] },
  '../../libs/ui/src/markdown.ts': { file: 'assets/markdown-1.js', src: '../../libs/ui/src/markdown.ts', isDynamicEntry: true },
  '_kit.js': { file: 'assets/kit-1.js', css: ['assets/kit-1.css'] },
  '../../libs/tool-hash/src/hash-text/meta.ts': { file: 'assets/meta-1.js', src: '../../libs/tool-hash/src/hash-text/meta.ts', isDynamicEntry: true, dynamicImports: ['../../libs/tool-hash/src/hash-text/HashTextTool.tsx'] },
  '../../libs/tool-hash/src/hash-text/HashTextTool.tsx': { file: 'assets/HashTextTool-1.js', src: '../../libs/tool-hash/src/hash-text/HashTextTool.tsx', isDynamicEntry: true, imports: ['_kit.js', '_digests.js'], css: ['assets/HashTextTool-1.css'] },
  '_digests.js': { file: 'assets/digests-1.js', imports: ['_kit.js'] },
};

describe('the modules a prerendered page preloads', () => {
  it('are, beside the entry, only the page’s own chunk: no tool extras, no catalog (only the visitor’s language is downloaded, when asked for)', () => {
    expect(pageModuleKeys(manifest)).toEqual([]);
    expect(pageModuleKeys(manifest, undefined, ['src/pages/About.tsx'])).toEqual(['src/pages/About.tsx']);
  });

  it('on a tool page, are the tool page with its Markdown, the tool’s family’s extras (not another family’s) and the tool meta and component', () => {
    const keys = pageModuleKeys(manifest, 'hash-text');
    expect([...keys].sort()).toEqual(
      ['src/pages/ToolPage.tsx', '../../libs/ui/src/markdown.ts', '../../libs/tool-hash/src/tool-extras.ts', '../../libs/tool-hash/src/hash-text/meta.ts', '../../libs/tool-hash/src/hash-text/HashTextTool.tsx'].sort(),
    );
  });

  it('fail the build for a route whose folder has no meta.ts', () => {
    expect(() => pageModuleKeys(manifest, 'no-such-tool')).toThrow(/no single meta\.ts chunk for the tool folder "no-such-tool"/);
  });

  it('come with every chunk they import and their CSS, each once, dependencies first, the entry left out', () => {
    const files = pageFiles(manifest, pageModuleKeys(manifest, 'hash-text'));
    expect(files.js).not.toContain('assets/index-1.js');
    expect(new Set(files.js).size).toBe(files.js.length);
    expect(files.js).toEqual(expect.arrayContaining(['assets/kit-1.js', 'assets/digests-1.js', 'assets/HashTextTool-1.js', 'assets/tool-extras-hash.js']));
    expect(files.js).not.toContain('assets/tool-extras-json.js');
    expect(files.js.indexOf('assets/kit-1.js')).toBeLessThan(files.js.indexOf('assets/digests-1.js'));
    expect(files.js.indexOf('assets/digests-1.js')).toBeLessThan(files.js.indexOf('assets/HashTextTool-1.js'));
    expect(files.css).toEqual(['assets/kit-1.css', 'assets/ToolPage-1.css', 'assets/HashTextTool-1.css']);
  });
});

describe('the stylesheets of the entry, which every page inlines', () => {
  it('are the entry chunk’s', () => {
    expect(entryCssFiles(manifest, '<script type="module" crossorigin src="/assets/index-1.js"></script>')).toEqual(['assets/index-1.css']);
  });

  it('are those of the chunks index.html loads when the entry module was merged into the shell chunk, with their imports’', () => {
    const merged: Manifest = {
      '_runtime.js': { file: 'assets/runtime-1.js' },
      '_shell.js': { file: 'assets/shell-1.js', imports: ['_runtime.js', '_base.js'], css: ['assets/shell-1.css'] },
      '_base.js': { file: 'assets/base-1.js', css: ['assets/base-1.css'] },
      '../../libs/tool-hash/src/tool-extras.ts': { file: 'assets/tool-extras-hash.js', isDynamicEntry: true, imports: ['_shell.js'], css: ['assets/extras-1.css'] },
    };
    const html = '<script type="module" crossorigin src="/assets/runtime-1.js"></script>\n<script type="module" crossorigin src="/assets/shell-1.js"></script>';
    expect(entryCssFiles(merged, html)).toEqual(['assets/base-1.css', 'assets/shell-1.css']);
  });

  it('fail the build when there are none (every page would be unstyled until the app loads)', () => {
    expect(() => entryCssFiles({ '_shell.js': { file: 'assets/shell-1.js' } }, '<script type="module" src="/assets/shell-1.js"></script>')).toThrow(/no stylesheet of the entry/);
  });
});

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Handy online tools" />
    <meta name="keywords" content="tools" />
    <title>Handy online tools for developers</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('a prerendered page', () => {
  const html = pageHtml(
    template,
    { html: '<main><h1>Hash text</h1></main>', meta: { title: 'Hash text - Handy Tools', description: 'Hash a text with MD5 & "SHA" <fast>.', keywords: 'hash, sha256' } },
    { path: '/hash-text', base: '/', preload: ['assets/App-1.js', 'assets/kit-1.js'], styles: [{ file: 'assets/index-1.css', text: '.a{color:red}' }, { file: 'assets/kit-1.css', text: '.b{color:blue}' }] },
  );

  it('holds the rendered markup in #root and names the path it was rendered for', () => {
    expect(html).toContain('<div id="root"><main><h1>Hash text</h1></main></div>');
    expect(html).toContain('<html lang="en" data-route="/hash-text">');
  });

  it('has the page title and description, escaped, also as Open Graph tags for shared links', () => {
    expect(html).toContain('<title>Hash text - Handy Tools</title>');
    expect(html).toContain('<meta name="description" content="Hash a text with MD5 &amp; &quot;SHA&quot; &lt;fast&gt;." />');
    expect(html).toContain('<meta property="og:title" content="Hash text - Handy Tools">');
    expect(html).toContain('<meta property="og:description" content="Hash a text with MD5 &amp; &quot;SHA&quot; &lt;fast&gt;.">');
    expect(html).toContain('<meta name="keywords" content="hash, sha256" />');
    expect(html).not.toContain('Handy online tools for developers');
  });

  it('inlines the stylesheets (no render-blocking link) and names them with disabled links', () => {
    expect(html).toContain('<style>.a{color:red}\n.b{color:blue}</style>');
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/kit-1.css" disabled>');
  });

  it('preloads every module the page will import', () => {
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/App-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/kit-1.js">');
  });

  it('holds the first paint until the page’s <main> is parsed (not the side menu after it)', () => {
    expect(html).toContain('<link rel="expect" href="#main-parsed" blocking="render">');
  });

  it('holds the home page’s first paint until its newest tools are parsed (the list of all tools below only grows downwards)', () => {
    const home = pageHtml(template, { html: '<main id="main"><span id="home-fold" hidden></span></main>' }, { path: '/', base: '/', preload: [], styles: [] });
    expect(home).toContain('<link rel="expect" href="#home-fold" blocking="render">');
    const homeUnderBase = pageHtml(template, { html: '<main id="main"></main>' }, { path: '/tools', base: '/tools/', preload: [], styles: [] });
    expect(homeUnderBase).toContain('<link rel="expect" href="#home-fold" blocking="render">');
  });

  it('refuses a template it cannot fill', () => {
    expect(() => pageHtml('<html><body></body></html>', { html: '' }, { path: '/', base: '/', preload: [], styles: [] })).toThrow(/lacks/);
  });

  it('goes to <path>/index.html, the home page to index.html and the not-found page to 404.html', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/hash-text')).toBe('hash-text/index.html');
    expect(pageFile('/404')).toBe('404.html');
  });
});

describe('a lazily loaded page other than a tool', () => {
  it('preloads its own chunk too', () => {
    const withAbout: Manifest = { ...manifest, 'src/pages/About.tsx': { file: 'assets/About-1.js', src: 'src/pages/About.tsx', isDynamicEntry: true, css: ['assets/About-1.css'] } };
    const files = pageFiles(withAbout, pageModuleKeys(withAbout, undefined, ['src/pages/About.tsx']));
    expect(files.js).toContain('assets/About-1.js');
    expect(files.css).toEqual(['assets/About-1.css']);
  });
});
