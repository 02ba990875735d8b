// The parser's worker: decrypts passphrase-protected keys (PBKDF2 takes a while in JavaScript) off the main thread.
import { ToolInputError } from '@handy-tools/ui/kit';
import { parseCertificatesAndKeys, type ParseOptions, type ParseResult } from './certificate-key-parser.js';

/** A job for the parser's worker. */
export interface ParserRequest {
  input: string | Uint8Array;
  options: ParseOptions;
}

/** The worker's answer: the result, or a message for users (`message`) or a bug (`error`). */
export type ParserReply = { ok: true; value: ParseResult } | { ok: false; message: string | null; error: string };

self.onmessage = async (event: MessageEvent<ParserRequest>) => {
  let reply: ParserReply;
  try {
    reply = { ok: true, value: await parseCertificatesAndKeys(event.data.input, event.data.options) };
  } catch (error) {
    reply = { ok: false, message: error instanceof ToolInputError ? error.message : null, error: String(error) };
  }
  self.postMessage(reply);
};
