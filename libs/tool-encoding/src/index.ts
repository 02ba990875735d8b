import type { Tool } from '@handy-tools/ui/kit';
import { base64FileConverter } from './base64-file-converter/meta.js';
import { base64StringConverter } from './base64-string-converter/meta.js';
import { urlEncoder } from './url-encoder/meta.js';
import { hexConverter } from './hex-converter/meta.js';
import { textToBinary } from './text-to-binary/meta.js';
import { textToNatoAlphabet } from './text-to-nato-alphabet/meta.js';
import { morseConverter } from './morse-converter/meta.js';
import { htmlEntities } from './html-entities/meta.js';
import { punycodeConverter } from './punycode-converter/meta.js';
import { gzipConverter } from './gzip-converter/meta.js';
import { mimeConverter } from './mime-converter/meta.js';
import { hexFileConverter } from './hex-file-converter/meta.js';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [base64StringConverter, base64FileConverter, urlEncoder, htmlEntities, punycodeConverter, gzipConverter, hexConverter, textToBinary, textToNatoAlphabet, morseConverter, mimeConverter, hexFileConverter];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export { base64FileConverter as base64FileConverterTool, base64StringConverter as base64StringConverterTool, urlEncoder as urlEncoderTool, hexConverter as hexConverterTool, textToBinary as textToBinaryTool, textToNatoAlphabet as textToNatoAlphabetTool, morseConverter as morseConverterTool, htmlEntities as htmlEntitiesTool, punycodeConverter as punycodeConverterTool, gzipConverter as gzipConverterTool, mimeConverter as mimeConverterTool, hexFileConverter as hexFileConverterTool };

export { base64StringConverter, base64FileConverter, urlEncoder, htmlEntities, punycodeConverter, gzipConverter, hexConverter, textToBinary, textToNatoAlphabet, morseConverter, mimeConverter, hexFileConverter };

// Public logic: pure functions, usable from Node and the browser.
export * from './base64-string-converter/base64-string-converter.js';
export * from './base64-file-converter/base64-file-converter.js';
export * from './url-encoder/url-encoder.js';
export * from './hex-converter/hex-converter.js';
export * from './text-to-binary/text-to-binary.js';
export * from './text-to-nato-alphabet/text-to-nato-alphabet.js';
export * from './morse-converter/morse-converter.js';
export * from './html-entities/html-entities.js';
export * from './punycode-converter/punycode-converter.js';
export * from './gzip-converter/gzip-converter.js';
export * from './mime-converter/mime-converter.js';
export * from './hex-file-converter/hex-file-converter.js';
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
export { decodeUtf8, decodeUtf8In, encodeUtf8, findUtf8Problem, type ByteSource, type Utf8Problem } from './shared/utf8.js';
export type { UnknownChar } from './shared/unknown-chars.js';
