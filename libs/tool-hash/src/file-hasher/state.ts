import { HASH_ALGORITHMS } from '@handy-tools/compute';
import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { DIGEST_ENCODINGS } from '../shared/encoding.js';
import { DEFAULT_FILE_ALGORITHMS, MAX_EXPECTED_LENGTH } from './file-hasher.js';

/**
 * The File Hasher's state. Options (in the query string): the selected `algorithms` and the
 * digest `encoding`. Input (remembered, in links' fragment): the `expected` hash. The file itself
 * and the digests are never state.
 */
export const fileHasherState = {
  schema: z.object({
    algorithms: z._default(z.array(z.enum(HASH_ALGORITHMS)).check(z.maxLength(HASH_ALGORITHMS.length)), [...DEFAULT_FILE_ALGORITHMS]),
    encoding: z._default(z.enum(DIGEST_ENCODINGS), 'hex'),
    // A hash or a checksum line is short; the bound only keeps hostile links out.
    expected: z._default(z.string().check(z.maxLength(MAX_EXPECTED_LENGTH)), ''),
    // A built-in sample file to hash when none is chosen: `abc` is the 3-byte message of the
    // FIPS 180-4 / NIST examples, so examples show real, checkable digests.
    sample: z._default(z.enum(['', 'abc']), ''),
  }),
  options: ['algorithms', 'encoding', 'sample'],
} satisfies ToolStateSpec;
