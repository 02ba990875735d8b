import { ToolInputError } from '@handy-tools/ui/kit';
import { entropyToMnemonic, mnemonicToEntropy, mnemonicToSeedWebcrypto } from '@scure/bip39';
import { cryptoFill, type RandomFill } from '../shared/random.js';
import { bytesToHex } from '@handy-tools/bytes';

/** The official BIP-39 word lists (bitcoin/bips, bip-0039), as shipped by @scure/bip39. */
export const BIP39_LANGUAGES = ['english', 'czech', 'french', 'italian', 'japanese', 'korean', 'portuguese', 'simplified-chinese', 'spanish', 'traditional-chinese'] as const;
export type Bip39Language = (typeof BIP39_LANGUAGES)[number];

/** Allowed mnemonic lengths, in words (BIP-39: 128 to 256 bits of entropy in steps of 32). */
export const BIP39_WORD_COUNTS = [12, 15, 18, 21, 24] as const;
export type Bip39WordCount = (typeof BIP39_WORD_COUNTS)[number];

/**
 * Loads a BIP-39 word list (2048 words), each in its own chunk so only the chosen one is downloaded.
 *
 * @param language - one of {@link BIP39_LANGUAGES}.
 * @returns the 2048 words, in order.
 * @throws ToolInputError for an unknown language.
 */
export async function loadWordlist(language: Bip39Language): Promise<string[]> {
  switch (language) {
    case 'english':
      return (await import('@scure/bip39/wordlists/english.js')).wordlist;
    case 'czech':
      return (await import('@scure/bip39/wordlists/czech.js')).wordlist;
    case 'french':
      return (await import('@scure/bip39/wordlists/french.js')).wordlist;
    case 'italian':
      return (await import('@scure/bip39/wordlists/italian.js')).wordlist;
    case 'japanese':
      return (await import('@scure/bip39/wordlists/japanese.js')).wordlist;
    case 'korean':
      return (await import('@scure/bip39/wordlists/korean.js')).wordlist;
    case 'portuguese':
      return (await import('@scure/bip39/wordlists/portuguese.js')).wordlist;
    case 'simplified-chinese':
      return (await import('@scure/bip39/wordlists/simplified-chinese.js')).wordlist;
    case 'spanish':
      return (await import('@scure/bip39/wordlists/spanish.js')).wordlist;
    case 'traditional-chinese':
      return (await import('@scure/bip39/wordlists/traditional-chinese.js')).wordlist;
    default:
      throw new ToolInputError(`Unknown word list "${String(language)}".`);
  }
}

/**
 * Draws the entropy of a new mnemonic from `crypto.getRandomValues`: 16, 20, 24, 28 or 32 bytes
 * for 12, 15, 18, 21 or 24 words (BIP-39: ENT = words × 32 / 3 bits). It is a secret.
 *
 * @param words - the mnemonic length.
 * @param fill - the random source; `crypto.getRandomValues` unless a test injects another.
 * @returns the entropy in lower-case hex.
 * @throws ToolInputError for another word count.
 */
export function randomEntropyHex(words: number, fill: RandomFill = cryptoFill): string {
  if (!(BIP39_WORD_COUNTS as readonly number[]).includes(words)) throw new ToolInputError(`A mnemonic has 12, 15, 18, 21 or 24 words (got ${String(words)}).`);
  const bytes = new Uint8Array((words * 32) / 3 / 8);
  fill(bytes);
  return bytesToHex(bytes);
}

/**
 * Parses entropy written in hex.
 *
 * @param hex - 32, 40, 48, 56 or 64 hex digits (16 to 32 bytes, a multiple of 4); blanks ignored.
 * @returns the bytes.
 * @throws ToolInputError for a non-hex character (with its position) or a wrong length.
 */
export function parseEntropyHex(hex: string): Uint8Array {
  const clean = hex.replace(/\s+/g, '').replace(/^0x/i, '');
  const bad = /[^0-9a-fA-F]/.exec(clean);
  if (bad) throw new ToolInputError(`Entropy must be hexadecimal: character "${String.fromCodePoint(clean.codePointAt(bad.index) ?? 0)}" at position ${bad.index + 1} is not a hex digit.`, { position: bad.index });
  if (![32, 40, 48, 56, 64].includes(clean.length)) {
    throw new ToolInputError(`Entropy must be 128, 160, 192, 224 or 256 bits: 32, 40, 48, 56 or 64 hex digits (got ${clean.length}).`);
  }
  const bytes = new Uint8Array(clean.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(clean.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

/**
 * Encodes entropy as a mnemonic (BIP-39 "Generating the mnemonic": entropy + first ENT/32 bits of
 * its SHA-256 as checksum, split in 11-bit indexes into the word list).
 *
 * @param hex - the entropy in hex (see {@link parseEntropyHex}).
 * @param wordlist - the 2048-word list (see {@link loadWordlist}).
 * @returns the words, separated by spaces (by ideographic spaces for Japanese, as BIP-39 asks).
 * @throws ToolInputError for bad entropy.
 */
export function entropyHexToMnemonic(hex: string, wordlist: string[]): string {
  const bytes = parseEntropyHex(hex);
  try {
    return entropyToMnemonic(bytes, wordlist);
  } catch (error) {
    throw new ToolInputError('The entropy cannot be encoded.', { cause: error });
  }
}

/** Splits a mnemonic into words (NFKD, any blank including the ideographic space). */
function words(mnemonic: string): string[] {
  return mnemonic.normalize('NFKD').trim().split(/[\s\u3000]+/u).filter(Boolean);
}

/**
 * Decodes and validates a mnemonic: every word is in the list and the checksum matches (BIP-39).
 *
 * @param mnemonic - the words; case and extra blanks are tolerated for alphabetic lists.
 * @param wordlist - the 2048-word list it was written with.
 * @returns the entropy in lower-case hex.
 * @throws ToolInputError for a wrong word count, a word not in the list (naming it and its
 *   1-based index), or a checksum that does not match (a mistyped or swapped word).
 */
export function mnemonicToEntropyHex(mnemonic: string, wordlist: string[]): string {
  const list = words(mnemonic);
  if (list.length === 0) throw new ToolInputError('Enter a mnemonic: 12, 15, 18, 21 or 24 words.');
  const normalized = wordlist.map((w) => w.normalize('NFKD'));
  const lower = list.map((w) => (/^[a-zA-Z]+$/.test(w) ? w.toLowerCase() : w));
  lower.forEach((word, i) => {
    if (!normalized.includes(word)) throw new ToolInputError(`Word ${i + 1} ("${word}") is not in the word list. Check the spelling and the language.`);
  });
  if (!(BIP39_WORD_COUNTS as readonly number[]).includes(lower.length)) throw new ToolInputError(`A mnemonic has 12, 15, 18, 21 or 24 words (got ${lower.length}).`);
  let entropy: Uint8Array;
  try {
    entropy = mnemonicToEntropy(lower.join(' '), wordlist);
  } catch (error) {
    throw new ToolInputError('Invalid checksum: a word is mistyped, missing or swapped (the last word carries the checksum).', { cause: error });
  }
  return bytesToHex(entropy);
}

/**
 * The BIP-39 seed of a valid mnemonic: PBKDF2-HMAC-SHA512 with the mnemonic (NFKD) as password,
 * "mnemonic" + passphrase (NFKD) as salt, 2048 iterations, 64 bytes (Web Crypto).
 *
 * @param mnemonic - the words; validated first (see {@link mnemonicToEntropyHex}).
 * @param wordlist - its word list.
 * @param passphrase - the optional passphrase ("" when none); a secret.
 * @returns the 64-byte seed in lower-case hex (a secret).
 * @throws ToolInputError when the mnemonic is not valid.
 */
export async function mnemonicToSeedHex(mnemonic: string, wordlist: string[], passphrase = ''): Promise<string> {
  mnemonicToEntropyHex(mnemonic, wordlist);
  const normalized = words(mnemonic)
    .map((w) => (/^[a-zA-Z]+$/.test(w) ? w.toLowerCase() : w))
    .join(wordlist[0] === 'あいこくしん' ? '\u3000' : ' ');
  const seed = await mnemonicToSeedWebcrypto(normalized, passphrase);
  return bytesToHex(seed);
}
