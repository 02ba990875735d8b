import type { Tool } from '@handy-tools/ui/kit';
import { base64FileConverter } from './base64-file-converter/meta.js';
import { base64StringConverter } from './base64-string-converter/meta.js';
import { urlEncoder } from './url-encoder/meta.js';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [base64StringConverter, base64FileConverter, urlEncoder];

export { base64StringConverter, base64FileConverter, urlEncoder };

// Public logic: pure functions, usable from Node and the browser.
export * from './base64-string-converter/base64-string-converter.js';
export * from './base64-file-converter/base64-file-converter.js';
export * from './url-encoder/url-encoder.js';
export {
  base64ToBytes,
  bytesToBase64,
  bytesToBase64Async,
  cleanBase64,
  type Base64Alphabet,
  type Base64DecodeOptions,
  type Base64EncodeOptions,
  type ChunkOptions,
} from './shared/base64.js';
export { decodeUtf8, findUtf8Problem, type Utf8Problem } from './shared/utf8.js';
