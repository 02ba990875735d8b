import { ToolInputError } from '@handy-tools/ui/kit';
import { sanitizeHtml } from '@handy-tools/ui/markdown';

/** Which attributes stay: only those of a list, or every attribute the sanitiser allows. */
export const HTML_ATTRIBUTE_MODES = ['list', 'all'] as const;
/** One of {@link HTML_ATTRIBUTE_MODES}. */
export type HtmlAttributeMode = (typeof HTML_ATTRIBUTE_MODES)[number];

/** The attributes kept by default in `list` mode: what links, images and tables need. */
export const DEFAULT_KEPT_ATTRIBUTES = 'href src alt title width height colspan rowspan';

/** The longest input cleaned (characters): the work needs the page's DOM, so it cannot move to a worker. */
export const MAX_HTML_CHARS = 2_000_000;

/** Options of {@link cleanHtml} (defaults in brackets). Scripts, `<style>`, event handlers and dangerous URLs always go. */
export interface HtmlCleanerOptions {
  /** Keep only the attributes of `keepAttributes`, or all safe ones ['list']. */
  attributes?: HtmlAttributeMode;
  /** Attribute names kept in `list` mode, separated by spaces or commas [{@link DEFAULT_KEPT_ATTRIBUTES}]. */
  keepAttributes?: string;
  /** Remove `style` attributes [true]. */
  removeStyles?: boolean;
  /** Remove `class` and `id` attributes [true]. */
  removeClassesAndIds?: boolean;
  /** Remove `data-*` attributes [true]. */
  removeDataAttributes?: boolean;
  /** Remove comments (and Word's conditional comments) [true]. */
  removeComments?: boolean;
  /** Remove elements left without text or content (`<p>&nbsp;</p>`, `<span></span>`), not `img`, `br`, `td`… [true]. */
  removeEmpty?: boolean;
  /** Replace `span` and `font` elements by their content [true]. */
  unwrapSpans?: boolean;
  /**
   * Word and Google Docs leftovers: `<o:p>`, Google's `<b id="docs-internal-guid-…">` wrapper,
   * `meta`/`link`/`title`; bold, italic and underline set by a span's style become
   * `<strong>`, `<em>`, `<u>` before styles go [true].
   */
  officeCleanup?: boolean;
  /** Indent of the output: 0 (one line), 1–8 spaces or `'tab'` [2]. */
  indent?: number | 'tab';
}

/** What {@link cleanHtml} returns. */
export interface HtmlCleanerResult {
  /** The cleaned, formatted HTML (ends with a newline unless empty or on one line). */
  html: string;
  /** Elements and attributes in the input and in the output. */
  before: { elements: number; attributes: number };
  after: { elements: number; attributes: number };
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'caption',
  'col',
  'colgroup',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
  'video',
  'audio',
  'picture',
]);
/** Elements whose content is shown as written: never re-indented or collapsed. */
const VERBATIM = new Set(['pre', 'textarea', 'listing', 'plaintext', 'xmp']);
/** Elements kept even when empty. */
const KEEP_EMPTY = new Set([...VOID, 'td', 'th', 'tr', 'iframe', 'video', 'audio', 'canvas', 'svg', 'math', 'textarea', 'picture']);

const countOf = (root: ParentNode) => {
  const all = root.querySelectorAll('*');
  let attributes = 0;
  for (const el of all) attributes += el.attributes.length;
  return { elements: all.length, attributes };
};

/** The nodes of a kind (a NodeFilter `whatToShow` mask) under `root`, listed before any is changed. */
function nodesOf(doc: Document, root: Node, whatToShow: number): Node[] {
  const nodes: Node[] = [];
  const iterator = doc.createNodeIterator(root, whatToShow);
  for (let n = iterator.nextNode(); n; n = iterator.nextNode()) nodes.push(n);
  return nodes;
}

function unwrap(el: Element): void {
  el.replaceWith(...Array.from(el.childNodes));
}

/** Word/Google Docs bold/italic/underline spans become semantic elements (their style is about to go). */
function semanticFromStyle(span: HTMLElement, doc: Document): void {
  const style = span.getAttribute('style') ?? '';
  const wrappers: string[] = [];
  if (/font-weight\s*:\s*(bold|[6-9]00)/i.test(style)) wrappers.push('strong');
  if (/font-style\s*:\s*italic/i.test(style)) wrappers.push('em');
  if (/text-decoration(-line)?\s*:[^;]*underline/i.test(style)) wrappers.push('u');
  if (wrappers.length === 0) return;
  let inner: Element = span;
  for (const tag of wrappers) {
    const wrapper = doc.createElement(tag);
    wrapper.append(...Array.from(inner.childNodes));
    inner.append(wrapper);
    inner = wrapper;
  }
}

const escapeText = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
const escapeAttribute = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/\u00a0/g, '&nbsp;');

function openTag(el: Element): string {
  const tag = el.localName;
  const attributes = Array.from(el.attributes, (a) => (a.value === '' ? ` ${a.name}` : ` ${a.name}="${escapeAttribute(a.value)}"`)).join(
    '',
  );
  return `<${tag}${attributes}>`;
}

/** Serialises an element exactly (for `<pre>` and the like): its text is not touched. */
function verbatim(node: Node): string {
  if (node.nodeType === 3) return escapeText(node.textContent ?? '');
  if (node.nodeType === 8) return `<!--${node.textContent ?? ''}-->`;
  if (node.nodeType !== 1) return '';
  const el = node as Element;
  if (VOID.has(el.localName)) return openTag(el);
  return `${openTag(el)}${Array.from(el.childNodes, verbatim).join('')}</${el.localName}>`;
}

/**
 * Cleans pasted HTML (from Word, Google Docs, a web page): sanitised with DOMPurify through
 * `sanitizeHtml` (no script, `<style>`, iframe, object, event handler or javascript:/data: URL,
 * whatever the options), then the chosen attributes, comments, empty elements and spans removed,
 * then formatted: block elements one per line and indented, inline content on the line of its
 * block with whitespace collapsed, `<pre>` kept as written. Nothing in the input runs: it is parsed
 * into an inert `<template>` and sanitised.
 *
 * @param input - an HTML fragment or document (only the body's content is kept).
 * @param options - see {@link HtmlCleanerOptions}.
 * @param doc - the document to work in (default: the global `document`); needs a DOM.
 * @returns the cleaned HTML and counts of elements and attributes before and after.
 * @throws ToolInputError when the input is longer than {@link MAX_HTML_CHARS} or an option is
 *   out of range. Throws Error when there is no DOM (call it in a browser or jsdom).
 * @see https://github.com/cure53/DOMPurify, https://html.spec.whatwg.org/#the-template-element
 */
export function cleanHtml(input: string, options: HtmlCleanerOptions = {}, doc: Document = document): HtmlCleanerResult {
  const {
    attributes = 'list',
    keepAttributes = DEFAULT_KEPT_ATTRIBUTES,
    removeStyles = true,
    removeClassesAndIds = true,
    removeDataAttributes = true,
    removeComments = true,
    removeEmpty = true,
    unwrapSpans = true,
    officeCleanup = true,
    indent = 2,
  } = options;
  if (indent !== 'tab' && (!Number.isInteger(indent) || indent < 0 || indent > 8))
    throw new ToolInputError('Indent must be 0 (one line), 1 to 8 spaces, or a tab.');
  if (input.length > MAX_HTML_CHARS)
    throw new ToolInputError(
      `The HTML is ${input.length.toLocaleString('en')} characters long: this tool cleans up to ${MAX_HTML_CHARS.toLocaleString('en')}.`,
    );
  const empty = { elements: 0, attributes: 0 };
  if (input.trim() === '') return { html: '', before: empty, after: empty };

  const original = doc.createElement('template');
  original.innerHTML = input;
  const before = countOf(original.content);

  // Word's conditional comments hold VML and XML islands, never content.
  const staging = doc.createElement('template');
  staging.innerHTML = (removeComments || officeCleanup ? input.replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, '') : input).replace(
    /[\uE000\uE001]/g,
    '',
  );
  if (officeCleanup)
    for (const span of Array.from(staging.content.querySelectorAll('span[style]'))) semanticFromStyle(span as HTMLElement, doc);
  // DOMPurify drops comments: each is swapped for a marker in the text, put back afterwards if kept.
  const comments: string[] = [];
  for (const comment of nodesOf(doc, staging.content, 128 /* NodeFilter.SHOW_COMMENT */)) {
    comment.parentNode?.replaceChild(doc.createTextNode(`\uE000${comments.length}\uE001`), comment);
    comments.push(comment.textContent ?? '');
  }

  const { html: safe } = sanitizeHtml(staging.innerHTML, { remoteImages: true, styleAttributes: !removeStyles });
  const template = doc.createElement('template');
  template.innerHTML = safe;
  const root = template.content;
  for (const text of nodesOf(doc, root, 4 /* NodeFilter.SHOW_TEXT */)) {
    const value = text.textContent ?? '';
    if (!value.includes('\uE000')) continue;
    const parts = value.split(/\uE000(\d+)\uE001/);
    const replacement = parts.flatMap((part, i) => {
      if (i % 2 === 0) return part === '' ? [] : [doc.createTextNode(part)];
      const data = comments[Number(part)];
      return removeComments || data === undefined ? [] : [doc.createComment(data)];
    });
    (text as ChildNode).replaceWith(...replacement);
  }

  const kept = new Set(
    keepAttributes
      .toLowerCase()
      .split(/[\s,]+/)
      .filter(Boolean),
  );
  const walker = (node: ParentNode) => Array.from(node.querySelectorAll('*'));

  if (officeCleanup) {
    for (const el of walker(root)) {
      const tag = el.localName;
      if (tag === 'meta' || tag === 'link' || tag === 'title' || tag === 'xml') el.remove();
      else if (tag.includes(':') || (tag === 'b' && /^docs-internal-guid/.test(el.id))) unwrap(el);
    }
  }
  if (unwrapSpans) for (const el of walker(root)) if (el.localName === 'span' || el.localName === 'font') unwrap(el);
  for (const el of walker(root)) {
    for (const { name } of Array.from(el.attributes)) {
      const lower = name.toLowerCase();
      // The sanitiser makes links open in a new tab; that is not the author's markup.
      const added = (lower === 'target' || lower === 'rel') && el.localName === 'a';
      const drop =
        (attributes === 'list' && !kept.has(lower)) ||
        (added && !kept.has(lower)) ||
        (removeStyles && lower === 'style') ||
        (removeClassesAndIds && (lower === 'class' || lower === 'id')) ||
        (removeDataAttributes && lower.startsWith('data-'));
      if (drop) el.removeAttribute(name);
    }
  }
  if (removeEmpty) {
    // Children before parents: a parent emptied by its children's removal goes too.
    for (const el of walker(root).reverse()) {
      if (KEEP_EMPTY.has(el.localName) || el.querySelector([...KEEP_EMPTY].join(','))) continue;
      if ((el.textContent ?? '').replace(/[\s\u00a0]+/g, '') === '') el.remove();
    }
  }
  root.normalize(); // unwrapped spans leave neighbouring texts: one text node each
  const after = countOf(root);
  return { html: formatHtml(root, indent), before, after };
}

/**
 * Writes a DOM fragment as indented HTML: block elements one per line; an element whose
 * content is all inline on one line; runs of inline content between blocks on their own line;
 * whitespace collapsed outside `<pre>`-like elements.
 */
function formatHtml(root: ParentNode, indent: number | 'tab'): string {
  const unit = indent === 'tab' ? '\t' : ' '.repeat(indent);
  const oneLine = indent === 0;
  const lines: string[] = [];
  const hasBlock = new WeakMap<Node, boolean>();
  const isBlock = (node: Node): boolean => {
    if (node.nodeType === 8) return !oneLine;
    if (node.nodeType !== 1) return false;
    const cached = hasBlock.get(node);
    if (cached !== undefined) return cached;
    const el = node as Element;
    const result = BLOCK.has(el.localName) || VERBATIM.has(el.localName) || Array.from(el.childNodes).some(isBlock);
    hasBlock.set(node, result);
    return result;
  };
  const inline = (nodes: readonly Node[]): string =>
    nodes
      .map((node) => {
        if (node.nodeType === 3) return escapeText((node.textContent ?? '').replace(/[ \t\n\r\f]+/g, ' '));
        if (node.nodeType === 8) return `<!--${node.textContent ?? ''}-->`;
        if (node.nodeType !== 1) return '';
        const el = node as Element;
        if (VOID.has(el.localName)) return openTag(el);
        if (VERBATIM.has(el.localName)) return verbatim(el);
        return `${openTag(el)}${inline(Array.from(el.childNodes))}</${el.localName}>`;
      })
      .join('');
  const write = (nodes: readonly Node[], depth: number) => {
    const pad = oneLine ? '' : unit.repeat(depth);
    let run: Node[] = [];
    const flush = () => {
      const text = inline(run).replace(/^ +| +$/g, '');
      if (text !== '') lines.push(pad + text);
      run = [];
    };
    for (const node of nodes) {
      if (!isBlock(node)) {
        run.push(node);
        continue;
      }
      flush();
      if (node.nodeType === 8) {
        lines.push(`${pad}<!--${node.textContent ?? ''}-->`);
        continue;
      }
      const el = node as Element;
      const children = Array.from(el.childNodes);
      if (VERBATIM.has(el.localName)) lines.push(pad + verbatim(el));
      else if (VOID.has(el.localName)) lines.push(pad + openTag(el));
      else if (oneLine || !children.some(isBlock))
        lines.push(`${pad}${openTag(el)}${inline(children).replace(/^ +| +$/g, '')}</${el.localName}>`);
      else {
        lines.push(pad + openTag(el));
        write(children, depth + 1);
        lines.push(`${pad}</${el.localName}>`);
      }
    }
    flush();
  };
  write(Array.from(root.childNodes), 0);
  if (oneLine) return lines.join('');
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}
