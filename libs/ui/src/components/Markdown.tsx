import createDOMPurify, { type Config, type DOMPurify, type UponSanitizeAttributeHookEvent, type WindowLike } from 'dompurify';
import { Marked } from 'marked';
import { useMemo } from 'react';
import styles from './components.module.css';

/** URL schemes that run code or reach the visitor's files; removed from every URL attribute. */
const DANGEROUS_SCHEME = /^(?:javascript|vbscript|file|data):/;
/** The same, at the start of any item of a list-valued attribute (srcset, SVG `values`, ping…). */
const DANGEROUS_SCHEME_IN_LIST = /(?:^|[,;])(?:javascript|vbscript|file|data):/;
/** The only data: URLs kept: raster images, in `<img src>`. */
const SAFE_DATA_IMAGE = /^data:image\/(?:gif|png|jpeg|webp)[;,]/;

/** Attributes whose value is one URL (HTML, SVG and MathML; `xlink:href` included). */
const URL_ATTRIBUTES = new Set([
  'href', 'src', 'xlink:href', 'action', 'formaction', 'data', 'poster', 'background', 'cite', 'longdesc', 'lowsrc',
  'dynsrc', 'codebase', 'classid', 'manifest', 'usemap', 'icon', 'profile', 'xml:base', 'from', 'to', 'by',
]);
/** Attributes whose value is a list of URLs (or values that SVG animation may copy into an URL attribute). */
const URL_LIST_ATTRIBUTES = new Set(['srcset', 'imagesrcset', 'ping', 'archive', 'values']);

/**
 * URLs allowed by DOMPurify's own check (after ours): http(s), mailto, tel and relative URLs.
 * Any other scheme (vbscript:, file:, jar:, ms-its:…) is removed. Same shape as DOMPurify's default.
 */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Characters browsers ignore at the start of a URL or inside its scheme: C0 controls, space, Unicode spaces. */
// eslint-disable-next-line no-control-regex
const IGNORED_URL_CHARS = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;

/**
 * Reduces a URL to the form used for the scheme check: HTML entities and percent-escapes decoded
 * (repeatedly, so double encoding does not hide a scheme), ignorable characters removed, lower case.
 * The check is deliberately stricter than browsers: it only decides whether to drop an attribute.
 */
function normaliseUrl(value: string, doc: Document): string {
  const decoder = doc.createElement('textarea');
  let current = value;
  for (let round = 0; round < 5; round++) {
    // textarea content is RCDATA: entities are decoded, markup stays text.
    decoder.innerHTML = current.replace(/</g, '&lt;');
    const next = decoder.value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === current) break;
    current = next;
  }
  return current.replace(IGNORED_URL_CHARS, '').toLowerCase();
}

/** Whether an attribute value may stay: no dangerous scheme, except raster data: images in `<img src>`. */
function isSafeUrlAttribute(tag: string, name: string, value: string, doc: Document): boolean {
  const url = normaliseUrl(value, doc);
  if (URL_LIST_ATTRIBUTES.has(name)) return !DANGEROUS_SCHEME_IN_LIST.test(url);
  if (!DANGEROUS_SCHEME.test(url)) return true;
  return tag === 'img' && name === 'src' && SAFE_DATA_IMAGE.test(url);
}

const sanitizeConfig: Config = {
  ADD_ATTR: ['target'],
  ALLOWED_URI_REGEXP,
  // Global CSS from a document could restyle or hide the page around it.
  FORBID_TAGS: ['style'],
  FORBID_ATTR: ['srcdoc'],
};

let purifier: { window: WindowLike; instance: DOMPurify } | undefined;
let sanitizerWindow: WindowLike | undefined;

/**
 * Gives the sanitiser a DOM of its own instead of the global `window`: for a prerender in Node,
 * whose global DOM (happy-dom) parses HTML in ways DOMPurify cannot rely on (it drops headings and
 * keeps event handlers there). Pass a complete DOM, e.g. jsdom's `new JSDOM('').window`.
 *
 * @param win - the window to sanitise in, or undefined to go back to the global one.
 */
export function setSanitizerWindow(win: WindowLike | undefined): void {
  sanitizerWindow = win;
  purifier = undefined;
}

/**
 * What a working sanitiser makes of {@link CANARY_INPUT}: the heading and its title kept, the
 * javascript: link gone. (No event handler in it: parsing one logs a CSP violation in browsers.)
 */
const CANARY_INPUT = '<h1 title="x">t</h1><a href="javascript:alert(1)">a</a>';
const CANARY_OUTPUT = '<h1 title="x">t</h1><a>a</a>';

/**
 * A DOMPurify instance of our own (its hooks do not affect other users of DOMPurify), checked on
 * a canary before first use: a DOM that does not sanitise correctly throws instead of letting
 * unsanitised HTML through.
 */
function markdownPurifier(): DOMPurify {
  const win = sanitizerWindow ?? (typeof window === 'undefined' ? undefined : window);
  if (win === undefined) throw new Error('renderMarkdown needs a DOM (window.document) to sanitise HTML.');
  if (purifier?.window === win) return purifier.instance;
  const instance = createDOMPurify(win);
  if (!instance.isSupported) throw new Error('renderMarkdown: DOMPurify is not supported in this environment.');

  instance.addHook('uponSanitizeAttribute', (node: Element, event: UponSanitizeAttributeHookEvent) => {
    const name = event.attrName;
    if (name.startsWith('on')) {
      event.keepAttr = false;
      return;
    }
    if (!URL_ATTRIBUTES.has(name) && !URL_LIST_ATTRIBUTES.has(name)) return;
    if (!isSafeUrlAttribute(node.nodeName.toLowerCase(), name, event.attrValue, node.ownerDocument)) {
      event.keepAttr = false;
      event.forceKeepAttr = false;
    }
  });

  instance.addHook('afterSanitizeAttributes', (node: Element) => {
    const tag = node.nodeName.toLowerCase();
    if ((tag === 'a' || tag === 'area') && node.hasAttribute('href')) {
      const href = node.getAttribute('href') ?? '';
      if (href.startsWith('#')) {
        // In-page anchors (a table of contents) stay in the page.
        node.removeAttribute('target');
      } else {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    } else if (node.hasAttribute('target')) {
      // Only links may open a new browsing context.
      node.removeAttribute('target');
    }
  });

  if (instance.sanitize(CANARY_INPUT, sanitizeConfig) !== CANARY_OUTPUT) {
    throw new Error('renderMarkdown: this DOM does not sanitise HTML correctly (happy-dom?); give it a complete one with setSanitizerWindow().');
  }
  purifier = { window: win, instance };
  return instance;
}

let parser: Marked | undefined;

/**
 * Renders Markdown to sanitised HTML.
 *
 * Sanitising (DOMPurify with our hooks): no script, no event handler, no `<style>`, no iframe,
 * object or embed; URL attributes (href, src, xlink:href, action, formaction, srcset…) whose
 * scheme is javascript:, vbscript:, file: or data: are removed, however obfuscated (case,
 * leading or embedded control characters and whitespace, HTML entities, percent-encoding) —
 * except `data:image/{gif,png,jpeg,webp}` in `<img src>`. Other schemes than http(s), mailto
 * and tel are removed too. Links open in a new tab with `rel="noopener noreferrer"`; in-page
 * anchors (`#id`) stay in the page.
 *
 * @param markdown - CommonMark/GFM source; may come from an untrusted visitor.
 * @returns HTML safe to insert into the page.
 * @throws Error when there is no DOM (DOMPurify needs `window.document`), rather than returning unsanitised HTML.
 */
export function renderMarkdown(markdown: string): string {
  parser ??= new Marked({ gfm: true });
  const html = parser.parse(markdown, { async: false });
  return markdownPurifier().sanitize(html, sanitizeConfig);
}

/** Options of {@link sanitizeHtml}. */
export interface SanitizeHtmlOptions {
  /**
   * Keep the URLs that load images or media when shown (`src`, `srcset`, `poster`, `background`, SVG
   * `href`, CSS `url()` in `style`). Default true. False is what a mail reader does: a remote image
   * would tell the sender that the message was opened. Raster `data:` images in `<img src>` stay.
   */
  remoteImages?: boolean;
  /** Keep `style` attributes (mail bodies need them). Default true; `url(...)` inside them is removed when `remoteImages` is false. */
  styleAttributes?: boolean;
}

/** Attributes that make the browser load an image or media when the element is shown. */
const MEDIA_URL_ATTRIBUTES = ['src', 'srcset', 'poster', 'background', 'lowsrc', 'dynsrc'];
/** SVG elements whose `href`/`xlink:href` loads a resource. */
const SVG_LOADING_TAGS = new Set(['image', 'use', 'feimage']);

/**
 * Sanitises untrusted HTML with the same rules as {@link renderMarkdown} (no script, event handler,
 * `<style>`, iframe, object or embed; dangerous URL schemes removed however obfuscated; links open in
 * a new tab), for HTML that is not Markdown: a mail body, a pasted page.
 *
 * @param html - Untrusted HTML fragment or document (only the body's content is kept).
 * @param options - See {@link SanitizeHtmlOptions}.
 * @returns `{ html, blockedImages }`: HTML safe to insert into the page, and how many image URLs were
 *   removed because `remoteImages` was false (0 otherwise).
 * @throws Error when there is no DOM (DOMPurify needs `window.document`).
 */
export function sanitizeHtml(html: string, options: SanitizeHtmlOptions = {}): { html: string; blockedImages: number } {
  const { remoteImages = true, styleAttributes = true } = options;
  const purify = markdownPurifier();
  let blockedImages = 0;
  const blockImages = (node: Element) => {
    const tag = node.nodeName.toLowerCase();
    const loading = SVG_LOADING_TAGS.has(tag) ? [...MEDIA_URL_ATTRIBUTES, 'href', 'xlink:href'] : MEDIA_URL_ATTRIBUTES;
    for (const name of loading) {
      const value = node.getAttribute(name);
      if (value === null || (name === 'src' && SAFE_DATA_IMAGE.test(value.trim()))) continue;
      node.removeAttribute(name);
      blockedImages++;
    }
    const style = node.getAttribute('style');
    if (style !== null && /url\s*\(/i.test(style)) {
      node.setAttribute('style', style.replace(/url\s*\([^)]*\)/gi, 'none'));
      blockedImages++;
    }
  };
  if (!remoteImages) purify.addHook('afterSanitizeAttributes', blockImages);
  try {
    const clean = purify.sanitize(html, {
      ...sanitizeConfig,
      FORBID_ATTR: [...(sanitizeConfig.FORBID_ATTR ?? []), ...(styleAttributes ? [] : ['style'])],
    });
    return { html: clean, blockedImages };
  } finally {
    if (!remoteImages) purify.removeHook('afterSanitizeAttributes', blockImages);
  }
}

/** Props of {@link Markdown}. */
export interface MarkdownProps {
  source: string;
  className?: string;
  /**
   * The element already holds the HTML of this `source`, prerendered: hydration keeps it as it is
   * and the Markdown is not rendered again (marked and DOMPurify take tens of milliseconds). Only
   * for hydrating a page prerendered with the same source; once `source` changes it must be false
   * for good (a fresh element with it would stay empty).
   */
  keepHtml?: boolean;
}

/** Markdown rendered to sanitised HTML (marked + DOMPurify); see {@link renderMarkdown}. */
export function Markdown({ source, className, keepHtml = false }: MarkdownProps) {
  const inner = useMemo(() => (keepHtml ? KEEP_HTML : { __html: renderMarkdown(source) }), [source, keepHtml]);
  return <div className={[styles.markdown, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={inner} suppressHydrationWarning={keepHtml} />;
}

// The same object on every render: React neither hydrates nor rewrites an inner HTML whose prop is
// unchanged (it compares the object, and would write '' into the element for a new one).
const KEEP_HTML = { __html: '' };
