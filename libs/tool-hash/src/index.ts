import type { Tool } from '@handy-tools/ui/kit';
import { fileHasherTool } from './file-hasher/meta.js';
import { hashTextTool } from './hash-text/meta.js';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [hashTextTool, fileHasherTool];

// Public logic, usable from code (Node or browser). Hashing itself lives in @handy-tools/compute.
export { DIGEST_ENCODINGS, encodeDigest, isDigestEncoding, type DigestEncoding } from './shared/encoding.js';
export { HASH_TEXT_ALGORITHMS, encodeDigests, hashTextAll } from './hash-text/hash-text.js';
export {
  DEFAULT_FILE_ALGORITHMS,
  checkExpectedHash,
  formatBytes,
  formatDuration,
  parseExpectedHash,
  throughputMBps,
  type ExpectedHashCheck,
} from './file-hasher/file-hasher.js';
