import type { MemoEntry } from './memo.js';

/**
 * An entry of a regular-expression memo: `code` is a JavaScript (ECMAScript 2025) pattern, or a
 * regex literal `/pattern/flags`, with examples that tests run and the page shows.
 */
export interface RegexMemoEntry extends MemoEntry {
  /** Flags when `code` is a bare pattern (e.g. `u`); a `/…/flags` literal carries its own. */
  flags?: string;
  /** Texts the pattern finds something in, each with the first match `RegExp.prototype.exec` returns. */
  finds?: readonly (readonly [input: string, match: string])[];
  /** Texts the pattern accepts (for whole-string patterns: `test` is true). */
  matches?: readonly string[];
  /** Texts the pattern finds nothing in (`test` is false). */
  rejects?: readonly string[];
}

/**
 * The pattern and flags of an entry: a `/pattern/flags` literal is split, a bare pattern takes
 * `entry.flags`.
 *
 * @param entry - a regex memo entry.
 * @returns `{ source, flags }`, ready for `new RegExp(source, flags)`.
 */
export function regexParts(entry: Pick<RegexMemoEntry, 'code' | 'flags'>): { source: string; flags: string } {
  const literal = /^\/(.+)\/([dgimsuvy]*)$/s.exec(entry.code);
  if (literal) return { source: literal[1]!, flags: literal[2]! };
  return { source: entry.code, flags: entry.flags ?? '' };
}

/**
 * Runs an entry's examples with JavaScript's RegExp and lists what fails: a pattern that does not
 * compile, a `finds` example whose first match differs, a `matches` text not accepted, a `rejects`
 * text accepted, or an entry without any example.
 *
 * @param entry - a regex memo entry.
 * @returns one message per failure (empty when every example holds).
 */
export function regexEntryProblems(entry: RegexMemoEntry): string[] {
  const where = JSON.stringify(entry.code);
  const { source, flags } = regexParts(entry);
  let re: RegExp;
  try {
    re = new RegExp(source, flags);
  } catch (error) {
    return [`${where}: does not compile (${(error as Error).message.slice(0, 200)})`];
  }
  const problems: string[] = [];
  const once = (text: string): RegExpExecArray | null => {
    re.lastIndex = 0;
    try {
      return re.exec(text);
    } catch (error) {
      // V8 compiles lazily: a pattern too large for it fails on first use.
      problems.push(`${where}: cannot run (${(error as Error).message.slice(0, 200)})`);
      return null;
    }
  };
  for (const [input, match] of entry.finds ?? []) {
    const found = once(input)?.[0];
    if (found !== match)
      problems.push(`${where} in ${JSON.stringify(input)}: found ${JSON.stringify(found)}, expected ${JSON.stringify(match)}`);
  }
  for (const text of entry.matches ?? []) if (!once(text)) problems.push(`${where} should accept ${JSON.stringify(text)}`);
  for (const text of entry.rejects ?? []) if (once(text)) problems.push(`${where} should reject ${JSON.stringify(text)}`);
  if ((entry.finds?.length ?? 0) + (entry.matches?.length ?? 0) === 0) problems.push(`${where}: no positive example`);
  if ((entry.rejects?.length ?? 0) === 0) problems.push(`${where}: no negative example`);
  return problems;
}
