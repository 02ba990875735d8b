import { ToolInputError } from '@handy-tools/ui/kit';
import type { MatchEstimated, ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';

/**
 * Longest password analysed, in characters (code points). zxcvbn's matching (l33t variants,
 * repeats) grows quickly with the length: seconds for 100 characters of symbols and digits on a
 * slow machine. Longer input is cut, with a notice; such a password is strong anyway unless it
 * repeats itself.
 */
export const PASSWORD_MAX_LENGTH = 64;
/** At most this many personal words (see {@link parseUserInputs}). */
export const USER_INPUTS_MAX = 50;

/** zxcvbn's four attack scenarios, in its order, with the guess rates it assumes. */
export const ATTACK_SCENARIOS = [
  { key: 'onlineThrottlingXPerHour', label: 'Online attack, throttled (100 guesses per hour)', guessesPerSecond: 100 / 3600 },
  { key: 'onlineNoThrottlingXPerSecond', label: 'Online attack, not throttled (10 guesses per second)', guessesPerSecond: 10 },
  { key: 'offlineSlowHashingXPerSecond', label: 'Offline attack, slow hash such as bcrypt, scrypt or Argon2 (10⁴ guesses per second)', guessesPerSecond: 1e4 },
  { key: 'offlineFastHashingXPerSecond', label: 'Offline attack, fast hash such as SHA-256 or MD5 (10¹⁰ guesses per second)', guessesPerSecond: 1e10 },
] as const;

/** What each zxcvbn score means (zxcvbn README: "score"). */
export const SCORE_LABELS = [
  'Too guessable: risky password (fewer than 10³ guesses)',
  'Very guessable: protection from throttled online attacks (fewer than 10⁶ guesses)',
  'Somewhat guessable: protection from unthrottled online attacks (fewer than 10⁸ guesses)',
  'Safely unguessable: moderate protection from offline slow-hash attacks (fewer than 10¹⁰ guesses)',
  'Very unguessable: strong protection from offline slow-hash attacks (10¹⁰ guesses or more)',
] as const;

/** One crack-time estimate. */
export interface CrackTimeEstimate {
  key: (typeof ATTACK_SCENARIOS)[number]['key'];
  /** The scenario, e.g. "Online attack, throttled (100 guesses per hour)". */
  label: string;
  /** Seconds to find the password: guesses ÷ guesses per second. */
  seconds: number;
  /** A human duration: "less than a second", "3 hours", "centuries". */
  display: string;
}

/** One part of the password that zxcvbn recognised (or left to brute force). */
export interface PatternMatch {
  /** dictionary, l33t, spatial, repeat, sequence, date, regex, wordSequence, separator or bruteforce. */
  pattern: string;
  /** The characters of the password it covers. */
  token: string;
  /** Where, as code-unit indices of the analysed password (inclusive). */
  start: number;
  end: number;
  /** Why this part is weak (or, for bruteforce, that no pattern was found). */
  explanation: string;
  /** log10 of the guesses this part needs. */
  guessesLog10: number;
}

/** The result of {@link analysePasswordWith}. */
export interface PasswordAnalysis {
  /** 0 (too guessable) to 4 (very unguessable). */
  score: 0 | 1 | 2 | 3 | 4;
  /** Estimated number of guesses, and its log10. */
  guesses: number;
  guessesLog10: number;
  crackTimes: CrackTimeEstimate[];
  /** The main problem, or null. */
  warning: string | null;
  suggestions: string[];
  /** The patterns found, left to right, covering the whole analysed password. */
  matches: PatternMatch[];
  /** True when the password was longer than {@link PASSWORD_MAX_LENGTH} and only its start was analysed. */
  truncated: boolean;
  /** The number of characters analysed. */
  analysedLength: number;
}

/**
 * Cuts a password to {@link PASSWORD_MAX_LENGTH} characters (code points, so a surrogate pair
 * is never split).
 *
 * @param password - any text.
 * @returns the first 64 characters and whether anything was cut.
 */
export function truncatePassword(password: string): { text: string; truncated: boolean } {
  const chars = Array.from(password);
  if (chars.length <= PASSWORD_MAX_LENGTH) return { text: password, truncated: false };
  return { text: chars.slice(0, PASSWORD_MAX_LENGTH).join(''), truncated: true };
}

/**
 * Splits the personal words (name, birthday, e-mail, site…) that zxcvbn should treat as easy to
 * guess: separated by commas, semicolons or line breaks, trimmed, blanks dropped.
 *
 * @param text - the words as typed.
 * @returns at most {@link USER_INPUTS_MAX} words, each at most 100 characters.
 * @throws ToolInputError when there are more than 50 words.
 */
export function parseUserInputs(text: string): string[] {
  const words = text
    .split(/[,;\n\r]+/)
    .map((w) => w.trim())
    .filter((w) => w !== '');
  if (words.length > USER_INPUTS_MAX) throw new ToolInputError(`At most ${USER_INPUTS_MAX} personal words (got ${words.length}).`);
  return words.map((w) => Array.from(w).slice(0, 100).join(''));
}

const DICTIONARY_NAMES: Record<string, string> = {
  passwords: 'common passwords',
  diceware: 'the Diceware word list',
  commonWords: 'common English words',
  firstnames: 'first names',
  lastnames: 'last names',
  wikipedia: 'frequent Wikipedia words',
  userInputs: 'your personal words',
};

function dictionaryName(name: unknown): string {
  const base = String(name).replace(/-[a-z]+$/, '');
  return DICTIONARY_NAMES[base] ?? `the "${base}" list`;
}

const SEQUENCES: Record<string, string> = { lower: 'lower-case letters', upper: 'upper-case letters', digits: 'digits', unicode: 'characters' };

/**
 * Explains one zxcvbn match in a sentence.
 *
 * @param match - a match of `ZxcvbnResult.sequence`.
 * @returns the pattern name (`l33t` for a dictionary word with substitutions) and the sentence.
 */
export function describeMatch(match: MatchEstimated): { pattern: string; explanation: string } {
  const m = match as MatchEstimated & Record<string, unknown>;
  switch (match.pattern) {
    case 'dictionary': {
      const where = `word "${String(m.matchedWord)}" from ${dictionaryName(m.dictionaryName)} (rank ${String(m.rank)})`;
      if (m.l33t) return { pattern: 'l33t', explanation: `The ${where} with predictable substitutions (${String(m.subDisplay ?? '')}).` };
      if (m.reversed) return { pattern: 'dictionary', explanation: `The ${where}, reversed.` };
      return { pattern: 'dictionary', explanation: `The ${where}.` };
    }
    case 'spatial':
      return { pattern: 'spatial', explanation: `A keyboard pattern on ${String(m.graph)} (${String(m.turns)} turn${m.turns === 1 ? '' : 's'}${m.shiftedCount ? `, ${String(m.shiftedCount)} shifted` : ''}).` };
    case 'repeat': {
      const base = Array.isArray(m.baseToken) ? m.baseToken.join('') : String(m.baseToken);
      return { pattern: 'repeat', explanation: `"${base}" repeated ${String(m.repeatCount)} times.` };
    }
    case 'sequence':
      return { pattern: 'sequence', explanation: `A sequence of ${SEQUENCES[String(m.sequenceName)] ?? 'characters'}, ${m.ascending ? 'ascending' : 'descending'}.` };
    case 'date':
      return { pattern: 'date', explanation: 'A date: dates (especially ones tied to you) are easy to guess.' };
    case 'regex':
      return { pattern: 'regex', explanation: m.regexName === 'recentYear' ? 'A recent year.' : `A common pattern (${String(m.regexName)}).` };
    case 'wordSequence':
      return { pattern: 'wordSequence', explanation: `A well-known sequence of words (${Array.isArray(m.words) ? m.words.join(', ') : ''}).` };
    case 'separator':
      return { pattern: 'separator', explanation: 'A separator between words.' };
    case 'bruteforce':
      return { pattern: 'bruteforce', explanation: 'No pattern: these characters must be guessed one by one.' };
    default:
      return { pattern: String(match.pattern), explanation: `A "${String(match.pattern)}" pattern.` };
  }
}

/**
 * Analyses a password with zxcvbn (Wheeler, "zxcvbn: Low-Budget Password Strength Estimation",
 * USENIX Security 2016; the zxcvbn-ts port): estimated guesses, a 0–4 score, crack times for
 * the four attack scenarios, feedback, and the matched patterns. Only the first
 * {@link PASSWORD_MAX_LENGTH} characters are analysed.
 *
 * The password is a secret: this function neither stores nor sends it.
 *
 * @param zxcvbn - a factory with the dictionaries loaded ({@link loadPasswordAnalyser}).
 * @param password - the password; empty gives score 0, 1 guess and no match.
 * @param userInputs - personal words to treat as easy to guess (see {@link parseUserInputs}).
 * @returns the analysis.
 * @throws ToolInputError if zxcvbn fails on the input (not expected).
 */
export function analysePasswordWith(zxcvbn: ZxcvbnFactory, password: string, userInputs: string[] = []): PasswordAnalysis {
  const { text, truncated } = truncatePassword(password);
  let result: ZxcvbnResult;
  try {
    result = zxcvbn.check(text, userInputs);
  } catch (error) {
    throw new ToolInputError('This password could not be analysed.', { cause: error });
  }
  return {
    score: result.score,
    guesses: result.guesses,
    guessesLog10: result.guessesLog10,
    crackTimes: ATTACK_SCENARIOS.map(({ key, label }) => ({ key, label, seconds: result.crackTimes[key].seconds, display: result.crackTimes[key].display })),
    warning: result.feedback.warning,
    suggestions: result.feedback.suggestions,
    matches: text === '' ? [] : result.sequence.map((match) => ({ ...describeMatch(match as MatchEstimated), token: match.token, start: match.i, end: match.j, guessesLog10: (match as MatchEstimated).guessesLog10 })),
    truncated,
    analysedLength: Array.from(text).length,
  };
}

/**
 * The guess rate of the brute-force estimate: 10¹⁰ guesses per second, an offline attack on a
 * fast hash (SHA-256, MD5) with GPUs, zxcvbn's "offline fast hashing" scenario.
 */
export const BRUTE_FORCE_GUESSES_PER_SECOND = 1e10;

/** A class of characters counted in the character-set size of {@link bruteForceEstimate}. */
export interface CharacterClass {
  key: 'lowercase' | 'uppercase' | 'digits' | 'symbols' | 'other';
  /** e.g. "lower-case letters a–z". */
  label: string;
  /** How many characters the class holds (for `other`: the distinct non-ASCII characters used). */
  size: number;
}

/** The result of {@link bruteForceEstimate}. */
export interface BruteForceEstimate {
  /** Characters (code points) of the whole password. */
  length: number;
  /** The classes the password uses, in this order: lower case, upper case, digits, symbols, other. */
  classes: CharacterClass[];
  /** Their total size: the number of characters an attacker must try at each position. */
  charsetSize: number;
  /** length × log2(charsetSize), in bits; 0 for an empty password. */
  entropyBits: number;
  /** log10 of the number of candidates, charsetSize^length. */
  guessesLog10: number;
  /** Seconds to try every candidate at {@link BRUTE_FORCE_GUESSES_PER_SECOND} (Infinity past the largest double); half of it on average. */
  seconds: number;
  /** That time for people, as zxcvbn words it ("3 hours", "centuries"). */
  display: string;
}

const SECOND = 1;
const DURATION_UNITS: [string, number][] = [
  ['second', SECOND],
  ['minute', 60],
  ['hour', 3600],
  ['day', 86_400],
  ['month', 86_400 * 31],
  ['year', 86_400 * 31 * 12],
];

/**
 * A duration in words, as zxcvbn-ts words its crack times (TimeEstimates.displayTime, English):
 * "less than a second", then a whole number of seconds, minutes, hours, days, months
 * (31 days) or years (12 such months), rounded, and "centuries" from 100 years on.
 *
 * @param seconds - a duration in seconds (≥ 0; Infinity gives "centuries").
 * @returns e.g. "1 hour", "12 seconds", "centuries".
 */
export function formatDuration(seconds: number): string {
  if (!(seconds >= SECOND)) return 'less than a second';
  for (let i = 0; i < DURATION_UNITS.length; i++) {
    const next = DURATION_UNITS[i + 1]?.[1] ?? DURATION_UNITS[i]![1] * 100;
    if (seconds < next) {
      const [unit, size] = DURATION_UNITS[i]!;
      const n = Math.round(seconds / size);
      return `${n} ${unit}${n === 1 ? '' : 's'}`;
    }
  }
  return 'centuries';
}

/**
 * The brute-force estimate of a password, as if each character had been drawn at random from
 * the classes it uses: the character-set size N is the sum of the classes present (26 lower-case
 * letters, 26 upper-case letters, 10 digits, 33 ASCII symbols and space, and each distinct
 * non-ASCII character once), and the entropy is H = L × log2(N) bits (the entropy of a random
 * string of L characters over N, NIST SP 800-63-2 Appendix A.1). The time is N^L ÷ 10¹⁰ s.
 * It is an upper bound for a human-chosen password, which zxcvbn's pattern search guesses far
 * sooner; the whole password is counted, without the 64-character cut of zxcvbn.
 *
 * @param password - the password (a secret: neither stored nor sent).
 * @returns the length, classes, character-set size, entropy, and crack time.
 */
export function bruteForceEstimate(password: string): BruteForceEstimate {
  const chars = Array.from(password);
  const has = (test: (c: string) => boolean) => chars.some(test);
  const classes: CharacterClass[] = [];
  if (has((c) => c >= 'a' && c <= 'z')) classes.push({ key: 'lowercase', label: 'lower-case letters a–z', size: 26 });
  if (has((c) => c >= 'A' && c <= 'Z')) classes.push({ key: 'uppercase', label: 'upper-case letters A–Z', size: 26 });
  if (has((c) => c >= '0' && c <= '9')) classes.push({ key: 'digits', label: 'digits 0–9', size: 10 });
  if (has((c) => c.length === 1 && c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) <= 0x7e && !/[A-Za-z0-9]/.test(c))) {
    classes.push({ key: 'symbols', label: 'ASCII symbols and space', size: 33 });
  }
  const other = new Set(chars.filter((c) => c.codePointAt(0)! > 0x7e || c.codePointAt(0)! < 0x20));
  if (other.size > 0) classes.push({ key: 'other', label: 'other characters (each distinct one counted once)', size: other.size });
  const charsetSize = classes.reduce((sum, c) => sum + c.size, 0);
  const entropyBits = chars.length === 0 ? 0 : chars.length * Math.log2(charsetSize);
  const guessesLog10 = entropyBits * Math.log10(2);
  const seconds = 10 ** (guessesLog10 - Math.log10(BRUTE_FORCE_GUESSES_PER_SECOND));
  return { length: chars.length, classes, charsetSize, entropyBits, guessesLog10, seconds, display: formatDuration(seconds) };
}

/** A loaded analyser: {@link analysePasswordWith} bound to a factory with the dictionaries. */
export interface PasswordAnalyser {
  analyse(password: string, userInputs?: string[]): PasswordAnalysis;
}

let loading: Promise<PasswordAnalyser> | undefined;

/**
 * Loads zxcvbn-ts with its common (passwords, Diceware, keyboard layouts) and English (words,
 * names, Wikipedia, translations) dictionaries. They ship with the tool as separate chunks,
 * imported on first use (a few hundred KB), never fetched from elsewhere.
 *
 * @returns the analyser; the same promise on every call.
 */
export function loadPasswordAnalyser(): Promise<PasswordAnalyser> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(([core, common, en]) => {
    const zxcvbn = new core.ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
    return { analyse: (password, userInputs) => analysePasswordWith(zxcvbn, password, userInputs) } satisfies PasswordAnalyser;
  });
  loading.catch(() => (loading = undefined)); // a failed load (e.g. offline chunk) can be retried
  return loading;
}
