// @vitest-environment jsdom
// jsdom, not happy-dom: DOMPurify's sanitising needs a complete DOM (happy-dom lets scripts through).
// vitest's jsdom runs scripts ("dangerously"), so the live test below would see a payload that executes.
import DOMPurify from 'dompurify';
import { act, createElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown, renderMarkdown, sanitizeHtml } from './Markdown.js';

/**
 * XSS payloads. Sources: OWASP "XSS Filter Evasion Cheat Sheet", PortSwigger "Cross-site scripting
 * cheat sheet", the HTML5 Security Cheatsheet (html5sec.org) and DOMPurify's own test fixtures.
 * Each one, if it survived, would call alert().
 */
const payloads: Record<string, string> = {
  // script elements
  'script tag': '<script>alert(1)</script>',
  'script tag, mixed case': '<ScRiPt>alert(1)</sCrIpT>',
  'script with src': '<script src="https://evil.example/x.js"></script>',
  'script split by a nested tag': '<scr<script>ipt>alert(1)</scr</script>ipt>',
  'script after a broken tag': '<<script>alert(1);//<</script>',
  'script in markdown paragraph': 'Hello <script>alert(1)</script> world',
  'script in a code span is text': '`<script>alert(1)</script>` and <script>alert(2)</script>',
  'noscript breakout': '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  'textarea breakout': '<textarea><img title="</textarea><img src=x onerror=alert(1)>">',
  'template content': '<template><script>alert(1)</script><img src=x onerror=alert(1)></template>',
  // event handlers
  'img onerror': '<img src=x onerror=alert(1)>',
  'img onerror, mixed case and no quotes': '<IMG SRC=x OnErRoR=alert(1)>',
  'img onerror with slash separator': '<img/src=x/onerror=alert(1)>',
  'body onload': '<body onload=alert(1)>',
  'div onmouseover': '<div onmouseover="alert(1)">hover me</div>',
  'a onclick': '<a href="https://example.org" onclick="alert(1)">x</a>',
  'input autofocus onfocus': '<input autofocus onfocus=alert(1)>',
  'details ontoggle': '<details open ontoggle=alert(1)>',
  'video source onerror': '<video><source onerror="alert(1)"></video>',
  'audio onerror': '<audio src=x onerror=alert(1)>',
  'marquee onstart': '<marquee onstart=alert(1)>x</marquee>',
  'style animation handler': '<style>@keyframes x{}</style><p style="animation-name:x" onanimationstart="alert(1)">x</p>',
  'handler with entity-encoded name separator': '<img src=x onerror&#61;alert(1)>',
  'handler after a newline': '<img src=x\nonerror=alert(1)>',
  'form onsubmit': '<form onsubmit=alert(1)><button>go</button></form>',
  // javascript: URLs, raw HTML
  'a href javascript': '<a href="javascript:alert(1)">x</a>',
  'a href JavaScript mixed case': '<a href="JaVaScRiPt:alert(1)">x</a>',
  'a href leading spaces': '<a href="   javascript:alert(1)">x</a>',
  'a href leading control characters': '<a href="\u0001\u0002\u0010javascript:alert(1)">x</a>',
  'a href tab inside scheme': '<a href="java\tscript:alert(1)">x</a>',
  'a href newline inside scheme': '<a href="java\nscript:alert(1)">x</a>',
  'a href entity tab inside scheme': '<a href="jav&#x09;ascript:alert(1)">x</a>',
  'a href entity newline inside scheme': '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  'a href decimal entities': '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  'a href decimal entity, first letter only': '<a href="&#106;avascript:alert(1)">x</a>',
  'a href padded decimal entities without semicolons': '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  'a href hex entities': '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  'a href named entity colon': '<a href="javascript&colon;alert(1)">x</a>',
  'a href double-encoded entity': '<a href="&amp;#106;avascript:alert(1)">x</a>',
  'a href percent-encoded letter': '<a href="%6Aavascript:alert(1)">x</a>',
  'a href percent-encoded colon': '<a href="javascript%3Aalert(1)">x</a>',
  'a href double percent-encoded': '<a href="%256Aavascript:alert(1)">x</a>',
  'a href vbscript': '<a href="vbscript:msgbox(1)">x</a>',
  'a href VBScript mixed case': '<a href="VbScRiPt:msgbox(1)">x</a>',
  'a href file': '<a href="file:///etc/passwd">x</a>',
  'a href data text/html': '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  'a href data, mixed case': '<a href="DaTa:text/html,<script>alert(1)</script>">x</a>',
  'area href javascript': '<map name="m"><area shape="rect" coords="0,0,9,9" href="javascript:alert(1)"></map>',
  'form action javascript': '<form action="javascript:alert(1)"><input type="submit"></form>',
  'button formaction javascript': '<form><button formaction="javascript:alert(1)">x</button></form>',
  'input formaction javascript': '<form><input type="image" src="x" formaction="javascript:alert(1)"></form>',
  'img src javascript': '<img src="javascript:alert(1)">',
  'img srcset javascript': '<img srcset="javascript:alert(1) 1x, https://example.org/a.png 2x">',
  'img src vbscript': '<img src="vbscript:msgbox(1)">',
  'img src data text/html': '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  'img src data svg': '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  'video poster javascript': '<video poster="javascript:alert(1)"></video>',
  'blockquote cite javascript': '<blockquote cite="javascript:alert(1)">x</blockquote>',
  'a ping javascript': '<a href="https://example.org" ping="javascript:alert(1)">x</a>',
  'meta refresh': '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  'base href': '<base href="javascript:alert(1)//">',
  'link import': '<link rel="import" href="data:text/html,<script>alert(1)</script>">',
  // markdown syntax
  'markdown link javascript': '[click](javascript:alert(1))',
  'markdown link JAVASCRIPT upper case': '[click](JAVASCRIPT:alert(1))',
  'markdown link with entity': '[click](&#106;avascript:alert(1))',
  'markdown link with percent-encoding': '[click](%6Aavascript:alert(1))',
  'markdown link angle brackets with spaces': '[click](<java script:alert(1)>)',
  'markdown link vbscript': '[click](vbscript:msgbox(1))',
  'markdown link data text/html': '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  'markdown link file': '[click](file:///etc/passwd)',
  'markdown reference link javascript': '[click][x]\n\n[x]: javascript:alert(1)',
  'markdown autolink javascript': '<javascript:alert(1)>',
  'markdown image javascript': '![img](javascript:alert(1))',
  'markdown image data text/html': '![img](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  'markdown image data svg': '![img](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  'markdown image title breakout': '![x](https://example.org/a.png "a\\" onerror=\\"alert(1)")',
  'markdown link title breakout': '[x](https://example.org "t\\" onmouseover=\\"alert(1)")',
  // SVG
  'svg onload': '<svg onload=alert(1)>',
  'svg script': '<svg><script>alert(1)</script></svg>',
  'svg script with xlink:href': '<svg><script xlink:href="data:,alert(1)"></script></svg>',
  'svg a xlink:href javascript': '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  'svg a href javascript': '<svg><a href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  'svg animate href': '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text x="20" y="20">x</text></a></svg>',
  'svg animate xlink:href': '<svg><a><animate attributeName="xlink:href" begin="0" from="javascript:alert(1)" to="&"/><text x="20" y="20">x</text></a></svg>',
  'svg set href': '<svg><a><set attributeName="href" to="javascript:alert(1)"/><text x="20" y="20">x</text></a></svg>',
  'svg use external data': '<svg><use href="data:image/svg+xml,<svg id=x xmlns=http://www.w3.org/2000/svg><image href=1 onerror=alert(1) /></svg>#x"/></svg>',
  'svg image onerror': '<svg><image href="x" onerror="alert(1)"/></svg>',
  'svg foreignObject': '<svg><foreignObject><iframe srcdoc="<script>alert(1)</script>"></iframe></foreignObject></svg>',
  'svg style breakout': '<svg><style><img src=x onerror=alert(1)></style></svg>',
  // frames and plugins
  'iframe srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  'iframe src javascript': '<iframe src="javascript:alert(1)"></iframe>',
  'object data': '<object data="javascript:alert(1)"></object>',
  'object data html': '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  'embed src': '<embed src="javascript:alert(1)">',
  'frameset': '<frameset><frame src="javascript:alert(1)"></frameset>',
  // MathML
  'math href javascript': '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>',
  'math maction xlink:href': '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  'math mglyph style namespace confusion': '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  'math mtext form confusion': '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  'math annotation-xml': '<math><annotation-xml encoding="text/html"><img src=x onerror=alert(1)></annotation-xml></math>',
  // misc
  'DOM clobbering of document.cookie': '<img name="cookie"><form id="getElementById"></form>',
  'comment breakout': '<!--<img src="--><img src=x onerror=alert(1)//">',
  'CDATA': '<![CDATA[><img src=x onerror=alert(1)>]]>',
  'style attribute with javascript url': '<p style="background:url(javascript:alert(1))">x</p>',
  'xmp breakout': '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
  'plaintext-like nested quotes': '<p title="x"><img src=x onerror=alert(1)>">',
};

const DANGEROUS = /(?:^|[,;])(?:javascript|vbscript|file|data):/;
const SAFE_DATA_IMAGE = /^data:image\/(?:gif|png|jpeg|webp)[;,]/;
/** Text attributes where a scheme-like word is only text. */
const TEXT_ATTRIBUTES = new Set(['alt', 'title', 'aria-label']);
const FORBIDDEN_ELEMENTS = ['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'meta', 'link', 'style'];

/** An independent decoding, as strict as a browser could be: entities, percent-escapes, ignored characters. */
function normalise(value: string): string {
  const textarea = document.createElement('textarea');
  let current = value;
  for (let i = 0; i < 5; i++) {
    textarea.innerHTML = current.replace(/</g, '&lt;');
    const next = textarea.value.replace(/%([0-9a-f]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    if (next === current) break;
    current = next;
  }
  // eslint-disable-next-line no-control-regex
  return current.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g, '').toLowerCase();
}

/** Parses sanitised HTML inertly (a template) and lists every problem found. */
function problems(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const found: string[] = [];
  const elements = [...template.content.querySelectorAll('*')];
  for (const el of elements) {
    const tag = el.nodeName.toLowerCase();
    if (FORBIDDEN_ELEMENTS.includes(tag)) found.push(`<${tag}> element`);
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${name} on <${tag}>`);
      if (name === 'srcdoc') found.push(`srcdoc on <${tag}>`);
      if (name === 'attributename' && /href/i.test(attr.value)) found.push(`animation of ${attr.value}`);
      if (TEXT_ATTRIBUTES.has(name)) continue;
      const url = normalise(attr.value);
      if (tag === 'img' && name === 'src' && SAFE_DATA_IMAGE.test(url)) continue;
      if (DANGEROUS.test(url)) found.push(`${name}="${attr.value}" on <${tag}>`);
    }
    if ((tag === 'a' || tag === 'area') && el.getAttribute('target') === '_blank' && el.getAttribute('rel') !== 'noopener noreferrer') {
      found.push(`<${tag} target=_blank> without rel="noopener noreferrer"`);
    }
  }
  return found;
}

describe('renderMarkdown sanitises an XSS corpus', () => {
  it.each(Object.entries(payloads))('%s', (_, payload) => {
    const html = renderMarkdown(payload);
    expect(problems(html)).toEqual([]);
    expect(html).not.toMatch(/<script/i);
  });

  it('the corpus is not inert by itself (the checker finds the raw payloads dangerous)', () => {
    // Guards against a checker that cannot fail: most payloads, unsanitised, are flagged.
    const flagged = Object.values(payloads).filter((p) => problems(p).length > 0);
    expect(flagged.length).toBeGreaterThan(Object.keys(payloads).length * 0.6);
    expect(problems('<a href="&#106;avascript:alert(1)">x</a>')).not.toEqual([]);
    expect(problems('<a href="java\tscript:alert(1)">x</a>')).not.toEqual([]);
    expect(problems('<img src=x onerror=alert(1)>')).not.toEqual([]);
  });
});

describe('nothing executes when the output is live in the page', () => {
  afterEach(() => {
    document.body.replaceChildren();
    delete document.documentElement.dataset.alerts;
  });

  it('no script runs and no handler fires, whatever event reaches the elements', () => {
    // Inline handlers and scripts run in jsdom's own global: replace its alert() from a script
    // there, counting calls in the DOM (which both sides share).
    const setup = document.createElement('script');
    setup.textContent = "alert = function () { var d = document.documentElement.dataset; d.alerts = String(Number(d.alerts || 0) + 1); };";
    document.head.append(setup);
    setup.remove();
    const alerts = () => Number(document.documentElement.dataset.alerts ?? 0);
    const container = document.createElement('div');
    document.body.append(container);
    for (const payload of Object.values(payloads)) {
      // createContextualFragment runs scripts when inserted (unlike innerHTML).
      container.replaceChildren(document.createRange().createContextualFragment(renderMarkdown(payload)));
      for (const el of container.querySelectorAll('*')) {
        for (const type of ['load', 'error', 'mouseover', 'focus', 'toggle', 'animationstart', 'start', 'submit']) {
          el.dispatchEvent(new Event(type));
        }
      }
    }
    expect(alerts()).toBe(0);
    // Control: the same harness does see unsanitised payloads execute.
    container.replaceChildren(document.createRange().createContextualFragment('<script>alert(1)</script><div onmouseover="alert(1)"></div>'));
    container.querySelector('div')!.dispatchEvent(new Event('mouseover'));
    expect(alerts()).toBe(2);
  });
});

describe('renderMarkdown keeps what is safe', () => {
  const fragment = (markdown: string) => {
    const template = document.createElement('template');
    template.innerHTML = renderMarkdown(markdown);
    return template.content;
  };

  it('a normal https link keeps its href and opens in a new tab with rel="noopener noreferrer"', () => {
    const a = fragment('See [the spec](https://www.rfc-editor.org/rfc/rfc9562 "RFC 9562").').querySelector('a')!;
    expect(a.getAttribute('href')).toBe('https://www.rfc-editor.org/rfc/rfc9562');
    expect(a.getAttribute('title')).toBe('RFC 9562');
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    expect(a.textContent).toBe('the spec');
  });

  it('raw HTML links get the same treatment, overriding their own target and rel', () => {
    const a = fragment('<a href="https://example.org/" target="_self" rel="opener">x</a>').querySelector('a')!;
    expect(a.getAttribute('href')).toBe('https://example.org/');
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('relative, mailto and tel links are kept; in-page anchors stay in the page', () => {
    const doc = fragment('[a](/json-prettify) [b](mailto:a@example.org) [c](tel:+15550100) [d](#usage)');
    const hrefs = [...doc.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.getAttribute('target')]);
    expect(hrefs).toEqual([
      ['/json-prettify', '_blank'],
      ['mailto:a@example.org', '_blank'],
      ['tel:+15550100', '_blank'],
      ['#usage', null],
    ]);
  });

  it('links with other schemes lose their href (only http, https, mailto, tel and relative URLs stay)', () => {
    const doc = fragment('[a](jar:https://example.org/x.jar!/) [b](ms-its:mhtml:x.mht!x.chm::/x.htm) [c](callto:123) [d](chrome://settings)');
    expect(doc.querySelectorAll('a')).toHaveLength(4);
    expect(doc.querySelectorAll('a[href]')).toHaveLength(0);
  });

  it('an autolink and a GFM bare URL become safe links', () => {
    const links = [...fragment('<https://example.org> and www.example.com').querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.org', 'http://www.example.com']);
    expect(links.every((a) => a.getAttribute('rel') === 'noopener noreferrer')).toBe(true);
  });

  it('data: images of gif, png, jpeg and webp survive in <img src>', () => {
    // 1×1 transparent GIF and PNG (well-known minimal files).
    const gif = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    const doc = fragment(`![gif](${gif}) ![png](${png}) <img src="data:image/jpeg;base64,/9j/4AAQ" alt="jpeg"> <img src="data:image/webp;base64,UklGRg==" alt="webp">`);
    expect([...doc.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      gif,
      png,
      'data:image/jpeg;base64,/9j/4AAQ',
      'data:image/webp;base64,UklGRg==',
    ]);
  });

  it('data:text/html does not survive, in a link or an image; nor data: SVG images', () => {
    const doc = fragment(
      '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) <img src="data:text/html,hi" alt="h"> ![s](data:image/svg+xml;base64,PHN2Zz4=) <a href="data:image/png;base64,iVBORw0KGgo=">png link</a>',
    );
    expect(doc.querySelectorAll('[href], [src]').length).toBe(0);
    expect(doc.textContent).toContain('png link');
  });

  it('https images, GFM tables, code and emphasis render', () => {
    const doc = fragment('![logo](https://example.org/logo.png)\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n`code` **bold** _em_');
    expect(doc.querySelector('img')!.getAttribute('src')).toBe('https://example.org/logo.png');
    expect(doc.querySelectorAll('table td')).toHaveLength(2);
    expect(doc.querySelector('code')!.textContent).toBe('code');
    expect(doc.querySelector('strong')!.textContent).toBe('bold');
    expect(doc.querySelector('em')!.textContent).toBe('em');
  });

  it('text that merely mentions javascript: stays as text', () => {
    const doc = fragment('Never paste `javascript:` URLs. The scheme javascript: is dangerous.');
    expect(doc.textContent).toContain('javascript: is dangerous');
  });

  it('its hooks stay on its own DOMPurify instance', () => {
    renderMarkdown('[x](https://example.org)');
    const html = DOMPurify.sanitize('<a href="https://example.org">x</a>');
    expect(html).toBe('<a href="https://example.org">x</a>');
  });
});

describe('sanitizeHtml', () => {
  it.each(Object.entries(payloads))('applies the same rules to HTML: %s', (_, payload) => {
    const { html } = sanitizeHtml(payload);
    expect(problems(html)).toEqual([]);
    expect(sanitizeHtml(payload, { remoteImages: false }).html).not.toMatch(/<script/i);
  });

  it('keeps remote images by default and counts none blocked', () => {
    const result = sanitizeHtml('<p style="color:red">Hi <img src="https://tracker.example/pixel.gif" alt="px"></p>');
    expect(result.blockedImages).toBe(0);
    expect(result.html).toContain('src="https://tracker.example/pixel.gif"');
    expect(result.html).toContain('style="color:red"');
  });

  it('remoteImages: false removes every URL that would load an image (a tracking pixel), keeps data: rasters', () => {
    const source = [
      '<img src="https://tracker.example/p.gif" alt="pixel">',
      '<img srcset="//cdn.example/a.png 2x">',
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="inline">',
      '<table background="http://x.example/bg.png"><tr><td style="background-image:url(https://x.example/b.png);color:blue">c</td></tr></table>',
      '<video poster="https://x.example/poster.jpg"></video>',
      '<svg><image href="https://x.example/i.png"></image></svg>',
      '<a href="https://example.org/">link stays</a>',
    ].join('');
    const { html, blockedImages } = sanitizeHtml(source, { remoteImages: false });
    const template = document.createElement('template');
    template.innerHTML = html;
    const doc = template.content;
    expect(html).not.toMatch(/x\.example|tracker\.example|cdn\.example/);
    expect(doc.querySelector('img[alt="inline"]')!.getAttribute('src')).toMatch(/^data:image\/png/);
    expect(doc.querySelector('img[alt="pixel"]')!.hasAttribute('src')).toBe(false);
    expect(doc.querySelector('td')!.getAttribute('style')).toContain('color:blue');
    expect(doc.querySelector('a')!.getAttribute('href')).toBe('https://example.org/');
    expect(blockedImages).toBe(6);
  });

  it('styleAttributes: false drops style attributes; the hook does not outlive the call', () => {
    expect(sanitizeHtml('<p style="position:fixed">x</p>', { styleAttributes: false }).html).toBe('<p>x</p>');
    sanitizeHtml('<img src="https://a.example/x.png">', { remoteImages: false });
    expect(renderMarkdown('![a](https://a.example/x.png)')).toContain('src="https://a.example/x.png"');
  });
});

describe('Markdown keepHtml: hydrating prerendered HTML without rendering it again', () => {
  const source = 'Made with [uuid](https://www.npmjs.com/package/uuid)';

  it('hydrates the prerendered element as it is, then renders a new source', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(createElement(Markdown, { source }));
    const link = container.querySelector('a')!;
    expect(link.getAttribute('target')).toBe('_blank');
    let root!: Root;
    await act(async () => {
      root = hydrateRoot(container, createElement(Markdown, { source, keepHtml: true }));
    });
    expect(container.querySelector('a')).toBe(link);
    // Rendered again with the same props (its page renders after hydrating): still the prerendered element.
    await act(async () => root.render(createElement(Markdown, { source, keepHtml: true })));
    expect(container.querySelector('a')).toBe(link);
    await act(async () => root.render(createElement(Markdown, { source: 'Other *text*' })));
    expect(container.querySelector('em')?.textContent).toBe('text');
    act(() => root.unmount());
  });

  it('renders no HTML of its own with keepHtml (a fresh element stays empty), the source without', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(createElement(Markdown, { source, keepHtml: true })));
    expect(container.firstElementChild?.innerHTML).toBe('');
    await act(async () => root.render(createElement(Markdown, { source })));
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://www.npmjs.com/package/uuid');
    act(() => root.unmount());
  });
});
