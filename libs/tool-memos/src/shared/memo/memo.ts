import type { MessageDescriptor } from '@lingui/core';

/**
 * The memo engine shared by the cheat sheets of this family (git, regex, CSS selectors, XPath,
 * JSONPath, jq, Markdown, nano…): a memo is typed data, shown by `MemoView` and searched by
 * {@link searchMemo}. Titles and descriptions are Lingui message descriptors (`msg`), translated
 * like any other string; snippets are code and never translated.
 */

/** One snippet of a cheat sheet. */
export interface MemoEntry {
  /** The snippet, shown in a code block with a copy button; never translated. */
  code: string;
  /**
   * What it does: one short sentence, inline Markdown allowed (`code`, **bold**, links). No `{`
   * or `}` in the English text (Lingui reads them as placeholders); put such code in `code`.
   */
  description: MessageDescriptor;
}

/** A titled group of entries; its title is a heading of the page. */
export interface MemoSection<E extends MemoEntry = MemoEntry> {
  /** Stable id (lower-case words joined by `-`), used for the heading's anchor. */
  id: string;
  title: MessageDescriptor;
  entries: readonly E[];
}

/** A cheat sheet: its sections, in reading order. */
export interface Memo<E extends MemoEntry = MemoEntry> {
  /** Stable id, e.g. `git`; prefixes the section anchors. */
  id: string;
  sections: readonly MemoSection<E>[];
}

/** Turns a message descriptor into text in the current language (e.g. Lingui's `i18n._`). */
export type MemoTranslate = (message: MessageDescriptor) => string;

/** English text of a descriptor: its source message (what `msg` compiles to), or its id. */
export const englishText: MemoTranslate = (message) => message.message ?? message.id;

/**
 * Folds text for search: lower case (locale-independent), accents removed (NFD, combining marks
 * dropped), Markdown emphasis and code marks dropped.
 */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[`*_]/g, '');
}

/**
 * Filters a memo by a search text, in the current language.
 *
 * An entry matches when every word of the query (split on white space) occurs, case- and
 * accent-insensitively, in its snippet, its translated description or its section's translated
 * title. Sections left without entries are dropped; order is kept.
 *
 * @param memo - the cheat sheet.
 * @param query - what the user typed; blank returns the whole memo.
 * @param translate - turns a descriptor into text (default: its English source message).
 * @returns `{ sections, count }`: the sections with their matching entries, and the number of
 *   matching entries. Never throws.
 */
export function searchMemo<E extends MemoEntry>(
  memo: Memo<E>,
  query: string,
  translate: MemoTranslate = englishText,
): { sections: MemoSection<E>[]; count: number } {
  const words = fold(query).split(/\s+/).filter(Boolean);
  let count = 0;
  const sections: MemoSection<E>[] = [];
  for (const section of memo.sections) {
    const title = fold(translate(section.title));
    const entries =
      words.length === 0
        ? [...section.entries]
        : section.entries.filter((entry) => {
            const text = `${fold(entry.code)}\n${fold(translate(entry.description))}\n${title}`;
            return words.every((w) => text.includes(w));
          });
    if (entries.length === 0) continue;
    count += entries.length;
    sections.push({ ...section, entries });
  }
  return { sections, count };
}

/**
 * Counts the entries of a memo.
 *
 * @param memo - the cheat sheet.
 * @returns the number of entries over all its sections.
 */
export function memoEntryCount(memo: Memo): number {
  return memo.sections.reduce((n, s) => n + s.entries.length, 0);
}

/**
 * The anchor id of a section's heading: `memo-<memo id>-<section id>`.
 *
 * @param memo - the memo's id.
 * @param section - the section's id.
 * @returns an HTML id (letters, digits and `-` only; other characters become `-`).
 */
export function memoSectionAnchor(memo: string, section: string): string {
  return `memo-${memo}-${section}`.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
}

/**
 * Lists what is wrong in a memo's structure, for its tests: empty or duplicate section ids,
 * sections without entries, blank snippets, duplicate snippets within the memo, blank
 * descriptions or titles, `{`/`}` in English texts (Lingui placeholders), snippets with
 * trailing white space.
 *
 * @param memo - the cheat sheet.
 * @returns one message per problem (empty when the memo is sound).
 */
export function memoProblems(memo: Memo): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const codes = new Set<string>();
  const checkText = (where: string, message: MessageDescriptor) => {
    const text = englishText(message);
    if (text.trim() === '') problems.push(`${where}: blank text`);
    if (/[{}]/.test(text)) problems.push(`${where}: "{" or "}" in "${text}" (Lingui placeholder syntax)`);
  };
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(memo.id)) problems.push(`memo id "${memo.id}" is not lower-case words joined by -`);
  for (const section of memo.sections) {
    const where = `section ${section.id}`;
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(section.id)) problems.push(`${where}: id is not lower-case words joined by -`);
    if (ids.has(section.id)) problems.push(`${where}: duplicate id`);
    ids.add(section.id);
    checkText(`${where} title`, section.title);
    if (section.entries.length === 0) problems.push(`${where}: no entries`);
    for (const entry of section.entries) {
      if (entry.code.trim() === '') problems.push(`${where}: blank snippet`);
      if (/[ \t]$/m.test(entry.code)) problems.push(`${where}: trailing white space in ${JSON.stringify(entry.code)}`);
      if (codes.has(entry.code)) problems.push(`${where}: duplicate snippet ${JSON.stringify(entry.code)}`);
      codes.add(entry.code);
      checkText(`${where} ${JSON.stringify(entry.code)}`, entry.description);
    }
  }
  return problems;
}
