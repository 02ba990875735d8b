import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wordlist as english } from '@scure/bip39/wordlists/english.js';
import { expectExamplesMatchState, expectToolInputError, fuzzAsyncToolFunction, fuzzToolFunction } from '@handy-tools/ui/testing';
import { ToolInputError } from '@handy-tools/ui/kit';
import {
  BIP39_LANGUAGES,
  entropyHexToMnemonic,
  loadWordlist,
  mnemonicToEntropyHex,
  mnemonicToSeedHex,
  parseEntropyHex,
  randomEntropyHex,
} from './bip39-generator.js';
import { bip39Generator } from './meta.js';
import { bip39GeneratorState } from './state.js';

// trezor/python-mnemonic vectors.json (the BIP-39 reference test vectors), passphrase "TREZOR":
// [entropy, mnemonic, seed].
const VECTORS: [string, string, string][] = [
  [
    '00000000000000000000000000000000',
    'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    'c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04',
  ],
  [
    '7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f',
    'legal winner thank year wave sausage worth useful legal winner thank yellow',
    '2e8905819b8723fe2c1d161860e5ee1830318dbf49a83bd451cfb8440c28bd6fa457fe1296106559a3c80937a1c1069be3a3a5bd381ee6260e8d9739fce1f607',
  ],
  [
    '80808080808080808080808080808080',
    'letter advice cage absurd amount doctor acoustic avoid letter advice cage above',
    'd71de856f81a8acc65e6fc851a38d4d7ec216fd0796d0a6827a3ad6ed5511a30fa280f12eb2e47ed2ac03b5c462a0358d18d69fe4f985ec81778c1b370b652a8',
  ],
  [
    'ffffffffffffffffffffffffffffffff',
    'zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong',
    'ac27495480225222079d7be181583751e86f571027b0497b5b5d11218e0a8a13332572917f0f8e5a589620c6f15b11c61dee327651a14c34e18231052e48c069',
  ],
  [
    '000000000000000000000000000000000000000000000000',
    'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon agent',
    '035895f2f481b1b0f01fcf8c289c794660b289981a78f8106447707fdd9666ca06da5a9a565181599b79f53b844d8a71dd9f439c52a3d7b3e8a79c906ac845fa',
  ],
  [
    '0000000000000000000000000000000000000000000000000000000000000000',
    'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon art',
    'bda85446c68413707090a52022edd26a1c9462295029f2e60cd7c4f2bbd3097170af7a4d73245cafa9c3cca8d561a7c3de6f5d4a10be8ed2a5e608d68f92fcc8',
  ],
  [
    '9e885d952ad362caeb4efe34a8e91bd2',
    'ozone drill grab fiber curtain grace pudding thank cruise elder eight picnic',
    '274ddc525802f7c828d8ef7ddbcdc5304e87ac3535913611fbbfa986d0c9e5476c91689f9c8a54fd55bd38606aa6a8595ad213d4c9c9f9aca3fb217069a41028',
  ],
  [
    '68a79eaca2324873eacc50cb9c6eca8cc68ea5d936f98787c60c7ebc74e6ce7c',
    'hamster diagram private dutch cause delay private meat slide toddler razor book happy fancy gospel tennis maple dilemma loan word shrug inflict delay length',
    '64c87cde7e12ecf6704ab95bb1408bef047c22db4cc7491c4271d170a1b213d20b385bc1588d9c7b38f1b39d415665b8a9030c9ec653d75e65f847d8fc1fc440',
  ],
];

describe('BIP-39 reference vectors (English, passphrase "TREZOR")', () => {
  it('entropy → mnemonic, mnemonic → entropy and seed', async () => {
    for (const [entropy, mnemonic, seed] of VECTORS) {
      expect(entropyHexToMnemonic(entropy, english)).toBe(mnemonic);
      expect(mnemonicToEntropyHex(mnemonic, english)).toBe(entropy);
      expect(await mnemonicToSeedHex(mnemonic, english, 'TREZOR')).toBe(seed);
    }
  });

  it('the simplified Chinese vector 1 of the same file', async () => {
    const chinese = await loadWordlist('simplified-chinese');
    expect(entropyHexToMnemonic('00000000000000000000000000000000', chinese)).toBe('的 的 的 的 的 的 的 的 的 的 的 在');
    expect(await mnemonicToSeedHex('的 的 的 的 的 的 的 的 的 的 的 在', chinese, 'TREZOR')).toBe(
      '7f7c7f91ef81f0fb6a3b95b346c50e6472c1d554f8ba90637bad8afce4a4de87c322c1acafa2f6f5e9a8f9b2d2c40e9d389efdc2adbe4445c21a0939fb39e91f',
    );
  });

  it('tolerates upper case and extra blanks in English mnemonics', async () => {
    expect(mnemonicToEntropyHex('  Legal WINNER thank year wave sausage worth useful legal winner thank yellow\n', english)).toBe('7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f');
    expect(await mnemonicToSeedHex('ZOO zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo  wrong', english, 'TREZOR')).toBe(VECTORS[3]![2]);
  });
});

describe('word lists', () => {
  it('every official list has 2048 distinct words and round-trips any entropy', async () => {
    for (const language of BIP39_LANGUAGES) {
      const list = await loadWordlist(language);
      expect(list, language).toHaveLength(2048);
      expect(new Set(list).size).toBe(2048);
      fc.assert(
        fc.property(fc.constantFrom(16, 20, 24, 28, 32).chain((n) => fc.uint8Array({ minLength: n, maxLength: n })), (bytes) => {
          const hex = Buffer.from(bytes).toString('hex');
          const mnemonic = entropyHexToMnemonic(hex, list);
          expect(mnemonic.split(/[ \u3000]/)).toHaveLength((bytes.length * 8 * 33) / 32 / 11);
          expect(mnemonicToEntropyHex(mnemonic, list)).toBe(hex);
        }),
        { numRuns: 20 },
      );
    }
  });
});

describe('errors', () => {
  it('reports bad entropy, unknown words, wrong counts and bad checksums', () => {
    expect(expectToolInputError(() => parseEntropyHex('00g0')).message).toBe('Entropy must be hexadecimal: character "g" at position 3 is not a hex digit.');
    expect(expectToolInputError(() => parseEntropyHex('00')).message).toContain('(got 2)');
    expect(expectToolInputError(() => mnemonicToEntropyHex('abandon abandn about', english)).message).toBe('Word 2 ("abandn") is not in the word list. Check the spelling and the language.');
    expect(expectToolInputError(() => mnemonicToEntropyHex('abandon about', english)).message).toBe('A mnemonic has 12, 15, 18, 21 or 24 words (got 2).');
    // Vector 1 with its last word changed: every word is valid, the checksum is not.
    expect(expectToolInputError(() => mnemonicToEntropyHex('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon', english)).message).toMatch(/^Invalid checksum/);
    expect(expectToolInputError(() => mnemonicToEntropyHex(' ', english)).message).toContain('Enter a mnemonic');
    expect(expectToolInputError(() => randomEntropyHex(13)).message).toBe('A mnemonic has 12, 15, 18, 21 or 24 words (got 13).');
  });

  it('rejects a seed for an invalid mnemonic', async () => {
    await expect(mnemonicToSeedHex('zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo', english)).rejects.toBeInstanceOf(ToolInputError);
  });
});

describe('randomEntropyHex', () => {
  it('has the size of each mnemonic length and differs between calls', () => {
    expect([12, 15, 18, 21, 24].map((n) => randomEntropyHex(n).length)).toEqual([32, 40, 48, 56, 64]);
    expect(randomEntropyHex(24)).not.toBe(randomEntropyHex(24));
    expect(randomEntropyHex(12, (b) => b.fill(0x7f))).toBe('7f'.repeat(16));
  });
});

describe('bip39 generator: examples, state and robustness', () => {
  it('has examples that are valid states, without secrets', () => {
    expectExamplesMatchState(bip39Generator, bip39GeneratorState);
    for (const example of bip39Generator.examples ?? []) {
      expect(example.state).not.toHaveProperty('mnemonic');
      expect(example.state).not.toHaveProperty('passphrase');
    }
    expect([...bip39GeneratorState.secrets].sort()).toEqual(['mnemonic', 'passphrase']);
  });

  it('only ever throws ToolInputError, whatever the input', async () => {
    fuzzToolFunction((s: string) => parseEntropyHex(s));
    fuzzToolFunction((s: string) => entropyHexToMnemonic(s, english));
    fuzzToolFunction((s: string) => mnemonicToEntropyHex(s, english));
    const wordsArb = fc.array(fc.oneof(fc.constantFrom(...english.slice(0, 50), 'zoo', 'wrong'), fc.string()), { minLength: 0, maxLength: 25 }).map((w) => w.join(' '));
    fuzzToolFunction((s: string) => mnemonicToEntropyHex(s, english), wordsArb);
    fuzzToolFunction((n: number) => randomEntropyHex(n), fc.oneof(fc.integer(), fc.double()));
    await fuzzAsyncToolFunction(([m, p]: [string, string]) => mnemonicToSeedHex(m, english, p), fc.tuple(fc.oneof(fc.string(), wordsArb), fc.string()), 50);
    await fuzzAsyncToolFunction((s: string) => loadWordlist(s as never), fc.oneof(fc.string(), fc.constantFrom(...BIP39_LANGUAGES)), 30);
  });
});
