import { ToolInputError } from '@handy-tools/ui/kit';
import { graphemeCount, graphemes } from '../shared/graphemes.js';

/** Default instruction put before each part; `{i}` and `{n}` become the part's number and the count. */
export const DEFAULT_PART_TEMPLATE =
  'This is part {i} of {n} of a longer text. Do not answer yet: reply only "Received part {i} of {n}" and wait for the next part.';

/** Default instruction put after the last part. */
export const DEFAULT_FINAL_INSTRUCTION = 'That was the last part ({n} of {n}). Now answer using all the parts.';

/** Options of {@link splitPrompt}. */
export interface SplitOptions {
  /** The most a part's text may measure (tokens or characters, as `measure` counts). */
  limit: number;
  /** The size of a text: grapheme count by default, or a tokenizer's token count. */
  measure?: (text: string) => number;
  /** Instruction before each part (`{i}`, `{n}` replaced); empty for none. */
  template?: string;
  /** Instruction after the last part (`{n}` replaced); empty for none. */
  finalInstruction?: string;
}

/** One part, ready to paste. */
export interface PromptPart {
  /** The slice of the text. */
  text: string;
  /** Its size in the measure's unit. */
  size: number;
  /** The instruction, the text and (for the last) the final instruction. */
  prompt: string;
}

let sentenceSegmenter: Intl.Segmenter | undefined;

/** Grapheme count, with a fast path: in ASCII without CR every character is a cluster of its own (UAX #29 GB3–GB5, GB999). */
function characterCount(text: string): number {
  // eslint-disable-next-line no-control-regex -- ASCII control characters are clusters of their own too
  return /^[\x00-\x0c\x0e-\x7f]*$/.test(text) ? text.length : graphemeCount(text);
}

/** A piece of the text and its size. */
interface Piece {
  text: string;
  size: number;
}

/** Pieces of a text that end where a cut is best: paragraphs, then sentences (UAX #29), then words, then characters. */
function pieces(text: string, limit: number, measure: (t: string) => number): Piece[] {
  const levels: ((t: string) => string[])[] = [
    (t) => t.split(/(?<=\n[ \t]*\n)(?=[^\n])/), // paragraphs, the blank line kept with the one before
    (t) => {
      sentenceSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'sentence' });
      return Array.from(sentenceSegmenter.segment(t), (s) => s.segment);
    },
    (t) => t.split(/(?<=\s)(?=\S)/), // words, the space kept with the word before
    (t) => graphemes(t),
  ];
  const split = (t: string, size: number, level: number): Piece[] => {
    if (size <= limit || level >= levels.length) return [{ text: t, size }];
    return levels[level]!(t).flatMap((p) => split(p, measure(p), level + 1));
  };
  return split(text, measure(text), 0);
}

/**
 * Splits a long text into parts of at most `limit` (characters by default, or tokens with a
 * tokenizer's `measure`), cutting between paragraphs when it can, else between sentences (UAX #29
 * sentence boundaries), else between words, and only as a last resort inside a word (never inside
 * a character). The parts joined give the text back. Each part gets the instruction `template`
 * ("part i of n") before it, and the last one `finalInstruction` after it. The limit applies to
 * the text of a part, not to the instructions. Token counts of pieces are added, which may
 * overcount by a token at a cut (never undercount in practice: a BPE merge across pieces only
 * shortens).
 *
 * @param text - The text.
 * @param options - {@link SplitOptions}.
 * @returns The parts, in order (none for an empty text).
 * @throws ToolInputError when the limit is not a whole number ≥ 1, or one character alone is over the limit.
 */
export function splitPrompt(text: string, options: SplitOptions): PromptPart[] {
  const { limit } = options;
  const measure = options.measure ?? characterCount;
  if (!Number.isInteger(limit) || limit < 1) throw new ToolInputError('Limit per part: enter a whole number, 1 or more.');
  if (text === '') return [];
  const chunks: { text: string; size: number }[] = [];
  let current = '';
  let size = 0;
  for (const { text: piece, size: n } of pieces(text, limit, measure)) {
    if (n > limit) throw new ToolInputError(`The limit (${limit}) is smaller than one character of the text ("${piece}").`);
    if (size + n > limit && current !== '') {
      chunks.push({ text: current, size });
      current = '';
      size = 0;
    }
    current += piece;
    size += n;
  }
  if (current !== '') chunks.push({ text: current, size });
  const total = chunks.length;
  const template = options.template ?? DEFAULT_PART_TEMPLATE;
  const final = options.finalInstruction ?? DEFAULT_FINAL_INSTRUCTION;
  const fill = (s: string, i: number) => s.replaceAll('{i}', String(i)).replaceAll('{n}', String(total));
  return chunks.map((c, k) => {
    const parts = [template.trim() === '' ? null : fill(template, k + 1), c.text.trim(), k === total - 1 && final.trim() !== '' ? fill(final, k + 1) : null];
    return { text: c.text, size: c.size, prompt: parts.filter((p) => p !== null).join('\n\n') };
  });
}
