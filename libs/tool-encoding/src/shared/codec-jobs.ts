// The text conversions of the encoding family that the codec worker runs for long texts (see
// codec.worker.ts and useCodecResult.ts). Imported by the worker only: each tool's page imports
// its own logic, so a tool's chunk does not carry the others'.
import { encodeBase64, type Base64EncodeOptions } from '../base64-string-converter/base64-string-converter.js';
import { hexToText, textToHex, type HexEncodeOptions } from '../hex-converter/hex-converter.js';
import { escapeHtmlEntities, unescapeHtmlEntities, type HtmlEscapeOptions } from '../html-entities/html-entities.js';
import { compressTextToBytes, decompressText, type ByteEncoding, type CompressOptions, type DeflateFormat } from '../gzip-converter/gzip-converter.js';
import { decodeMimeWords, encodeMimeWords, type MimeEncodeOptions } from '../mime-converter/mime-converter.js';
import { morseToText, textToMorse } from '../morse-converter/morse-converter.js';
import { decodeBase64Input } from './data-url.js';

/** `decompressText`, or null for blank input (as the gzip converter shows it). */
function decompressTextUnlessBlank(input: string, options: { encoding?: ByteEncoding; format?: DeflateFormat | 'auto' }) {
  return input.trim() === '' ? null : decompressText(input, options);
}

/**
 * The conversions, by name: each takes the text and its options and returns what the tool's own
 * logic function returns (and throws the same `ToolInputError`s).
 */
export const CODEC_JOBS = {
  base64Encode: (text: string, options: Base64EncodeOptions) => encodeBase64(text, options),
  base64DecodeInput: (text: string) => decodeBase64Input(text),
  hexEncode: (text: string, options: HexEncodeOptions) => textToHex(text, options),
  hexDecode: (text: string) => hexToText(text),
  morseEncode: (text: string) => textToMorse(text),
  morseDecode: (text: string) => morseToText(text),
  htmlEscape: (text: string, options: HtmlEscapeOptions) => escapeHtmlEntities(text, options),
  htmlUnescape: (text: string) => unescapeHtmlEntities(text),
  mimeEncode: (text: string, options: MimeEncodeOptions) => encodeMimeWords(text, options),
  mimeDecode: (text: string) => decodeMimeWords(text),
  gzipCompress: (text: string, options: CompressOptions & { encoding?: ByteEncoding }) => compressTextToBytes(text, options),
  gzipDecompress: (text: string, options: { encoding?: ByteEncoding; format?: DeflateFormat | 'auto' }) => decompressTextUnlessBlank(text, options),
} satisfies Record<string, (text: string, options: never) => unknown>;

/** The name of a conversion of {@link CODEC_JOBS}. */
export type CodecJob = keyof typeof CODEC_JOBS;
/** The options of a conversion. */
export type CodecOptions<J extends CodecJob> = Parameters<(typeof CODEC_JOBS)[J]>[1];
/** The result of a conversion. */
export type CodecResult<J extends CodecJob> = ReturnType<(typeof CODEC_JOBS)[J]>;
