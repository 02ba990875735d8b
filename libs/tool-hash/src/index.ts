import type { Tool } from '@handy-tools/ui/kit';
import { fileHasherTool } from './file-hasher/meta.js';
import { hashTextTool } from './hash-text/meta.js';
import { hmacGeneratorTool } from './hmac-generator/meta.js';
import { crcCalculatorTool } from './crc-calculator/meta.js';
import { wpaPskGeneratorTool } from './wpa-psk-generator/meta.js';
import { basicAuthGeneratorTool } from './basic-auth-generator/meta.js';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [hashTextTool, fileHasherTool, hmacGeneratorTool, crcCalculatorTool, wpaPskGeneratorTool, basicAuthGeneratorTool];

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
export { BYTE_INPUT_ENCODINGS, parseBytes, type ByteInputEncoding } from './shared/bytes.js';
export { HMAC_ALGORITHMS, HMAC_OUTPUT_ENCODINGS, computeHmac, hmacBytes, type HmacAlgorithm, type HmacOutputEncoding, type HmacRequest } from './hmac-generator/hmac-generator.js';
export {
  CRC_ALGORITHMS,
  CRC_ALGORITHM_INFO,
  createCrcState,
  crcAll,
  crcOfBlob,
  crcOfInput,
  formatCrcHex,
  type CrcAlgorithm,
  type CrcBlobOptions,
  type CrcState,
  type CrcValues,
} from './crc-calculator/crc-calculator.js';
export { WPA_PBKDF2_ITERATIONS, parseSsid, parseWpaPassphrase, wpaPsk, wpaSupplicantBlock } from './wpa-psk-generator/wpa-psk-generator.js';
export { basicAuthHeader, basicAuthToken, decodeBasicAuth, type BasicCredentials } from './basic-auth-generator/basic-auth-generator.js';
