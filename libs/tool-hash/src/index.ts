import type { Tool } from '@handy-tools/ui/kit';
import { fileHasherTool } from './file-hasher/meta.js';
import { hashTextTool } from './hash-text/meta.js';
import { hmacGeneratorTool } from './hmac-generator/meta.js';
import { crcCalculatorTool } from './crc-calculator/meta.js';
import { wpaPskGeneratorTool } from './wpa-psk-generator/meta.js';
import { basicAuthGeneratorTool } from './basic-auth-generator/meta.js';
import { bcryptTool } from './bcrypt/meta.js';
import { htpasswdGeneratorTool } from './htpasswd-generator/meta.js';
import { sipAuthTool } from './sip-auth/meta.js';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [hashTextTool, fileHasherTool, hmacGeneratorTool, crcCalculatorTool, wpaPskGeneratorTool, basicAuthGeneratorTool, bcryptTool, htpasswdGeneratorTool, sipAuthTool];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export { fileHasherTool, hashTextTool, hmacGeneratorTool, crcCalculatorTool, wpaPskGeneratorTool, basicAuthGeneratorTool, bcryptTool, htpasswdGeneratorTool, sipAuthTool };

// Public logic, usable from code (Node or browser). Hashing itself lives in @handy-tools/compute.
export { DIGEST_ENCODINGS, encodeDigest, isDigestEncoding, type DigestEncoding } from './shared/encoding.js';
export {
  HASH_TEXT_ALGORITHMS,
  DEFAULT_HASH_TEXT_ALGORITHMS,
  MORE_HASH_TEXT_ALGORITHMS,
  MAIN_THREAD_ALGORITHMS,
  WORKER_THRESHOLD,
  encodeDigests,
  hashTextAll,
  hashTextDigests,
  hashTextOnMainThread,
  type HashTextOptions,
} from './hash-text/hash-text.js';
export {
  KDF_ALGORITHMS,
  PBKDF2_DIGESTS,
  KDF_LIMITS,
  KDF_DEFAULTS,
  argon2,
  pbkdf2,
  encodeArgon2,
  prepareKdf,
  deriveKey,
  checkArgon2Params,
  checkPbkdf2Params,
  type KdfRequest,
  type KdfResult,
  type Argon2Params,
  type Pbkdf2Params,
} from './hash-text/kdf.js';
export {
  DEFAULT_FILE_ALGORITHMS,
  checkExpectedHash,
  formatBytes,
  formatDuration,
  parseExpectedHash,
  throughputMBps,
  type ExpectedHashCheck,
} from './file-hasher/file-hasher.js';
export { HMAC_ALGORITHMS, HMAC_OUTPUT_ENCODINGS, computeHmac, hmacBytes, type HmacAlgorithm, type HmacOutputEncoding, type HmacRequest } from './hmac-generator/hmac-generator.js';
export {
  CRC_ALGORITHMS,
  CRC_ALGORITHM_INFO,
  createCrcState,
  crcAll,
  crcOfBlob,
  crcOfInput,
  formatCrcHex,
  findCrcAlgorithms,
  formatCrc,
  CRC_OUTPUT_ENCODINGS,
  type CrcAlgorithm,
  type CrcAlgorithmInfo,
  type CrcBlobOptions,
  type CrcState,
  type CrcValues,
} from './crc-calculator/crc-calculator.js';
export { WPA_PBKDF2_ITERATIONS, parseSsid, parseWpaPassphrase, wpaPsk, wpaSupplicantBlock } from './wpa-psk-generator/wpa-psk-generator.js';
export { basicAuthHeader, basicAuthToken, decodeBasicAuth, type BasicCredentials } from './basic-auth-generator/basic-auth-generator.js';
export {
  BCRYPT_DEFAULT_COST,
  BCRYPT_MAX_COST,
  BCRYPT_MAX_PASSWORD_BYTES,
  BCRYPT_MIN_COST,
  BCRYPT_VERSIONS,
  bcryptCompare,
  bcryptHash,
  bcryptPasswordBytes,
  checkBcryptCost,
  parseBcryptHash,
  type BcryptHashOptions,
  type BcryptHashParts,
  type BcryptVersion,
} from './bcrypt/bcrypt.js';
export { apr1Md5, apr1Salt } from './shared/apr1-md5.js';
export {
  HTPASSWD_FORMATS,
  cryptTruncates,
  desCrypt,
  htpasswdHash,
  htpasswdLines,
  parseHtpasswdLine,
  parseHtpasswdUsers,
  shaHtpasswd,
  verifyHtpasswdLine,
  type HtpasswdEntry,
  type HtpasswdFormat,
  type HtpasswdUser,
  type HtpasswdVerification,
} from './htpasswd-generator/htpasswd-generator.js';
export {
  DIGEST_ALGORITHMS,
  checkSipAuthorization,
  computeDigestResponse,
  parseDigestHeader,
  readSipAuth,
  parseSipMessage,
  parseDigestChallenge,
  answerDigestChallenge,
  DIGEST_QOPS,
  type DigestChallenge,
  type SipMessage,
  type SipAuthReading,
  type DigestAnswer,
  type DigestAnswerRequest,
  type DigestQop,
  type DigestAlgorithm,
  type DigestComputation,
  type DigestCredentials,
} from './sip-auth/sip-auth.js';
