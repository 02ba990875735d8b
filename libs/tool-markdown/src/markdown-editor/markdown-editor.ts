/** The toolbar's Markdown actions. */
export const MARKDOWN_ACTIONS = ['bold', 'italic', 'strikethrough', 'heading', 'link', 'bulletList', 'orderedList', 'taskList', 'quote', 'code', 'table', 'rule'] as const;
/** One of {@link MARKDOWN_ACTIONS}. */
export type MarkdownAction = (typeof MARKDOWN_ACTIONS)[number];

/** A change to apply to the document: replace `[from, to)` by `insert`, then select `[anchor, head]` (offsets in the new document). */
export interface MarkdownEdit {
  from: number;
  to: number;
  insert: string;
  anchor: number;
  head: number;
}

const INLINE: Partial<Record<MarkdownAction, string>> = { bold: '**', italic: '*', strikethrough: '~~', code: '`' };
const LINE_PREFIX: Partial<Record<MarkdownAction, (index: number) => string>> = {
  bulletList: () => '- ',
  orderedList: (i) => `${i + 1}. `,
  taskList: () => '- [ ] ',
  quote: () => '> ',
};
const PREFIX_PATTERN: Partial<Record<MarkdownAction, RegExp>> = {
  bulletList: /^(\s*)[-*+] (?!\[[ xX]\] )/,
  orderedList: /^(\s*)\d{1,9}[.)] /,
  taskList: /^(\s*)[-*+] \[[ xX]\] /,
  quote: /^(\s*)> ?/,
};

function clamp(n: number, max: number): number {
  return Math.max(0, Math.min(max, Number.isFinite(n) ? Math.trunc(n) : 0));
}

/** Wraps (or unwraps, when already wrapped) the selection in an inline marker. */
function toggleInline(doc: string, from: number, to: number, marker: string): MarkdownEdit {
  const m = marker.length;
  const selected = doc.slice(from, to);
  // Markers just outside the selection: remove them.
  if (from >= m && doc.slice(from - m, from) === marker && doc.slice(to, to + m) === marker) {
    return { from: from - m, to: to + m, insert: selected, anchor: from - m, head: to - m };
  }
  // Markers just inside the selection: remove them.
  if (selected.length >= 2 * m && selected.startsWith(marker) && selected.endsWith(marker)) {
    const inner = selected.slice(m, selected.length - m);
    return { from, to, insert: inner, anchor: from, head: from + inner.length };
  }
  return { from, to, insert: `${marker}${selected}${marker}`, anchor: from + m, head: to + m };
}

/** The start of the line holding `pos` and the end of the line holding `end`. */
function lineRange(doc: string, from: number, to: number): [number, number] {
  const start = doc.lastIndexOf('\n', from - 1) + 1;
  // A selection ending at a line's start does not take that line.
  const last = to > from && doc[to - 1] === '\n' ? to - 1 : to;
  const nl = doc.indexOf('\n', last);
  return [start, nl < 0 ? doc.length : nl];
}

function toggleLinePrefix(doc: string, from: number, to: number, action: MarkdownAction): MarkdownEdit {
  const [start, end] = lineRange(doc, from, to);
  const lines = doc.slice(start, end).split('\n');
  const pattern = PREFIX_PATTERN[action] as RegExp;
  const prefix = LINE_PREFIX[action] as (i: number) => string;
  const all = lines.every((line) => line.trim() === '' || pattern.test(line));
  let n = 0;
  const changed = lines.map((line) => {
    if (all) return line.replace(pattern, '$1');
    if (line.trim() === '' && lines.length > 1) return line;
    // Another list or quote marker is replaced, not stacked.
    const bare = Object.values(PREFIX_PATTERN).reduce((l, p) => l.replace(p as RegExp, '$1'), line);
    const indent = /^\s*/.exec(bare)?.[0] ?? '';
    return `${indent}${prefix(n++)}${bare.slice(indent.length)}`;
  });
  const insert = changed.join('\n');
  return { from: start, to: end, insert, anchor: start + insert.length, head: start + insert.length };
}

/** Cycles the heading level of the selected lines: paragraph → # → ## → ### → paragraph. */
function cycleHeading(doc: string, from: number, to: number): MarkdownEdit {
  const [start, end] = lineRange(doc, from, to);
  const first = doc.slice(start, end).split('\n')[0] ?? '';
  const level = /^(#{1,6}) /.exec(first)?.[1]?.length ?? 0;
  const next = level >= 3 ? 0 : level + 1;
  const insert = doc
    .slice(start, end)
    .split('\n')
    .map((line) => {
      const bare = line.replace(/^#{1,6} /, '');
      return next === 0 || bare.trim() === '' ? bare : `${'#'.repeat(next)} ${bare}`;
    })
    .join('\n');
  return { from: start, to: end, insert, anchor: start + insert.length, head: start + insert.length };
}

/**
 * Computes what a Markdown toolbar button (or its shortcut) does to a document: wraps the
 * selection in `**`, `*`, `~~` or `` ` `` (again: unwraps), makes the selected lines list items,
 * task items or a quote (again: plain lines), cycles heading levels 1–3, wraps the selection in a
 * link (`[text](url)` with `url` selected; a selected URL becomes the target), puts a multi-line
 * selection in a fenced code block, or inserts a two-column GFM table or a thematic break on a line
 * of their own. Pure: the editor applies the returned change.
 *
 * @param doc - the document.
 * @param from - selection start (UTF-16 offset; clamped to the document).
 * @param to - selection end (may be before `from`; they are ordered).
 * @param action - one of {@link MARKDOWN_ACTIONS}.
 * @returns the replacement and the selection after it; see {@link MarkdownEdit}.
 * @see https://github.github.com/gfm/
 */
export function markdownEdit(doc: string, from: number, to: number, action: MarkdownAction): MarkdownEdit {
  let a = clamp(from, doc.length);
  let b = clamp(to, doc.length);
  if (a > b) [a, b] = [b, a];
  const selected = doc.slice(a, b);
  if (action === 'code' && selected.includes('\n')) {
    const [start, end] = lineRange(doc, a, b);
    const body = doc.slice(start, end);
    const fence = /^```/m.test(body) ? '~~~' : '```';
    const insert = `${fence}\n${body}\n${fence}`;
    return { from: start, to: end, insert, anchor: start + fence.length, head: start + fence.length };
  }
  const marker = INLINE[action];
  if (marker) return toggleInline(doc, a, b, marker);
  if (LINE_PREFIX[action]) return toggleLinePrefix(doc, a, b, action);
  if (action === 'heading') return cycleHeading(doc, a, b);
  if (action === 'link') {
    if (/^(https?:\/\/|mailto:)\S+$/.test(selected)) {
      return { from: a, to: b, insert: `[](${selected})`, anchor: a + 1, head: a + 1 };
    }
    const insert = `[${selected}](url)`;
    return { from: a, to: b, insert, anchor: a + selected.length + 3, head: a + selected.length + 6 };
  }
  // Blocks: on their own lines, with a blank line before and after.
  const block = action === 'table' ? '|  |  |\n| --- | --- |\n|  |  |' : '---';
  const before = a === 0 || doc.slice(0, a).endsWith('\n\n') ? '' : doc.slice(0, a).endsWith('\n') ? '\n' : '\n\n';
  const after = b === doc.length || doc.slice(b).startsWith('\n\n') ? '' : doc.slice(b).startsWith('\n') ? '\n' : '\n\n';
  const insert = `${before}${block}${after}`;
  const caret = action === 'table' ? a + before.length + 2 : a + before.length + block.length;
  return { from: a, to: b, insert, anchor: caret, head: caret };
}

/**
 * Applies a {@link MarkdownEdit} to a document (what the editor does with it).
 *
 * @param doc - the document.
 * @param edit - the change.
 * @returns the new document.
 */
export function applyMarkdownEdit(doc: string, edit: MarkdownEdit): string {
  return doc.slice(0, edit.from) + edit.insert + doc.slice(edit.to);
}
