import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { BYTE_INPUT_ENCODINGS } from '@handy-tools/bytes';
import { DIGEST_ENCODINGS } from '../shared/encoding.js';
import { MORE_HASH_TEXT_ALGORITHMS } from './hash-text.js';
import { KDF_ALGORITHMS, KDF_DEFAULTS, PBKDF2_DIGESTS } from './kdf-constants.js';

/** A number field as typed (checked by `prepareKdf`, which explains what is wrong). */
const numberText = (fallback: string) => z._default(z.string().check(z.maxLength(30)), fallback);

/**
 * Hash text's state. Options (in the query string): the digest `encoding`, `moreAlgorithms` (the
 * algorithms shown besides the defaults, from `MORE_HASH_TEXT_ALGORITHMS`) and the password
 * hashing settings (`kdf`, `saltEncoding`, `secretEncoding`, Argon2's `argon2Iterations`,
 * `argon2Memory` in KiB, `argon2Parallelism`, PBKDF2's `pbkdf2Iterations` and `pbkdf2Digest`, and
 * `hashLength` in bytes; numbers as typed). Inputs (remembered, in links' fragment): the text to
 * hash, `input`, which is also the password, and the `salt`. SECRET: Argon2's secret key K
 * (`secret`, a pepper) — never stored, in a link only after confirmation, in no example. Digests
 * and derived keys are output, never state.
 */
export const hashTextState = {
  schema: z.object({
    input: z._default(z.string(), ''),
    encoding: z._default(z.enum(DIGEST_ENCODINGS), 'hex'),
    moreAlgorithms: z._default(z.array(z.enum(MORE_HASH_TEXT_ALGORITHMS)).check(z.maxLength(MORE_HASH_TEXT_ALGORITHMS.length)), []),
    kdf: z._default(z.enum(KDF_ALGORITHMS), KDF_DEFAULTS.algorithm),
    salt: z._default(z.string().check(z.maxLength(10_000)), ''),
    saltEncoding: z._default(z.enum(BYTE_INPUT_ENCODINGS), 'text'),
    secret: z._default(z.string().check(z.maxLength(10_000)), ''),
    secretEncoding: z._default(z.enum(BYTE_INPUT_ENCODINGS), 'text'),
    argon2Iterations: numberText(KDF_DEFAULTS.argon2Iterations),
    argon2Memory: numberText(KDF_DEFAULTS.argon2Memory),
    argon2Parallelism: numberText(KDF_DEFAULTS.argon2Parallelism),
    pbkdf2Iterations: numberText(KDF_DEFAULTS.pbkdf2Iterations),
    pbkdf2Digest: z._default(z.enum(PBKDF2_DIGESTS), KDF_DEFAULTS.pbkdf2Digest),
    hashLength: numberText(KDF_DEFAULTS.hashLength),
  }),
  options: ['encoding', 'moreAlgorithms', 'kdf', 'saltEncoding', 'secretEncoding', 'argon2Iterations', 'argon2Memory', 'argon2Parallelism', 'pbkdf2Iterations', 'pbkdf2Digest', 'hashLength'],
  secrets: ['secret'],
} satisfies ToolStateSpec;
