import { explainNetworkError, ToolInputError } from '@handy-tools/ui/kit';
import { parseJsonText } from '../api-tester/api-tester.js';

/**
 * Checks a WebSocket address and returns it as the WebSocket constructor takes it: `ws://` or
 * `wss://` (an `http://` or `https://` address becomes `ws://` or `wss://`, as the WHATWG
 * WebSockets Standard does), no fragment. A token, when given, is added as the query parameter
 * `token` (how some servers, and the tool this one replaces, pass it).
 *
 * @param text - the address the user typed.
 * @param token - an optional token, appended as `?token=…` (form-encoded); empty for none.
 * @returns the absolute ws:// or wss:// URL.
 * @throws ToolInputError "URL: …" for an empty, relative or non-WebSocket address, or one with a fragment.
 * @see RFC 6455 §3 (ws and wss URIs); WHATWG WebSockets Standard, "new WebSocket(url, protocols)".
 */
export function parseWebSocketUrl(text: string, token = ''): string {
  const raw = text.trim();
  if (raw === '') throw new ToolInputError('URL: enter the address of a WebSocket server, e.g. wss://echo.example.com/socket.');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ToolInputError(`URL: "${raw}" is not an absolute address. Start it with wss:// or ws://.`);
  }
  if (url.protocol === 'http:') url.protocol = 'ws:';
  else if (url.protocol === 'https:') url.protocol = 'wss:';
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') throw new ToolInputError(`URL: the scheme "${url.protocol}" is not a WebSocket scheme. Use wss:// (or ws:// for an unencrypted server).`);
  if (url.hash !== '' || raw.endsWith('#')) throw new ToolInputError('URL: a WebSocket address cannot have a fragment (#…) (RFC 6455 §3).');
  if (token !== '') url.searchParams.append('token', token);
  return url.href;
}

/** RFC 9110 §5.6.2 token (RFC 6455 §4.1: subprotocol names are tokens). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * Reads the subprotocols to offer (`Sec-WebSocket-Protocol`), separated by commas or spaces.
 *
 * @param text - e.g. `graphql-transport-ws, chat`.
 * @returns the names in order, e.g. `['graphql-transport-ws', 'chat']`; `[]` for an empty text.
 * @throws ToolInputError "Subprotocols: …" for a name that is not a token or is repeated (the
 *   WebSocket constructor refuses both).
 * @see RFC 6455 §4.1 and §11.3.4; WHATWG WebSockets Standard (SyntaxError for duplicates).
 */
export function parseSubprotocols(text: string): string[] {
  const names = text.split(/[\s,]+/).filter(Boolean);
  const seen = new Set<string>();
  for (const name of names) {
    if (!TOKEN.test(name)) throw new ToolInputError(`Subprotocols: "${name}" is not a valid name; use letters, digits and ! # $ % & ' * + - . ^ _ \` | ~ (RFC 6455 §4.1).`);
    if (seen.has(name)) throw new ToolInputError(`Subprotocols: "${name}" is listed twice.`);
    seen.add(name);
  }
  return names;
}

/** How a message to send is written. */
export type MessageFormat = 'text' | 'json';

/**
 * Checks a message before sending: text is sent as it is; JSON must be valid (RFC 8259) and is
 * sent as typed.
 *
 * @param text - the message.
 * @param format - `text` or `json`.
 * @returns the text to send.
 * @throws ToolInputError "Message (JSON): Line 1, column 8: …" for invalid JSON; "Message: …" for an empty JSON message.
 * @see RFC 6455 §5.6 (text frames carry UTF-8), RFC 8259.
 */
export function prepareMessage(text: string, format: MessageFormat): string {
  if (format === 'json') {
    if (text.trim() === '') throw new ToolInputError('Message: enter a JSON value to send, e.g. {"type": "ping"}.');
    parseJsonText(text, 'Message (JSON)');
  }
  return text;
}

/**
 * Checks the code and reason a client closes with: the WebSocket API accepts 1000 or 3000–4999
 * and a reason of at most 123 bytes in UTF-8.
 *
 * @param codeText - the code as typed (decimal), empty for none.
 * @param reason - the reason text.
 * @returns `{ code, reason }`, `code` undefined when none was typed.
 * @throws ToolInputError "Close code: …" or "Close reason: …".
 * @see RFC 6455 §5.5.1 (the close frame's reason fits a 125-byte control frame with the 2-byte
 *   code) and §7.4.2; WHATWG WebSockets Standard, close() (InvalidAccessError, SyntaxError).
 */
export function checkClose(codeText: string, reason: string): { code: number | undefined; reason: string } {
  const trimmed = codeText.trim();
  let code: number | undefined;
  if (trimmed !== '') {
    if (!/^\d{1,5}$/.test(trimmed)) throw new ToolInputError(`Close code: "${trimmed}" is not a number.`);
    code = Number(trimmed);
    if (code !== 1000 && (code < 3000 || code > 4999)) throw new ToolInputError(`Close code: a page may close with 1000 or a code from 3000 to 4999, not ${code} (the others are for the protocol itself).`);
  }
  const bytes = new TextEncoder().encode(reason).length;
  if (bytes > 123) throw new ToolInputError(`Close reason: ${bytes} bytes in UTF-8; at most 123 fit in a close frame (RFC 6455 §5.5).`);
  if (reason !== '' && code === undefined) code = 1000;
  return { code, reason };
}

/** Close codes with a name (RFC 6455 §7.4.1 and the IANA WebSocket Close Code Number Registry). */
const CLOSE_CODES: Record<number, string> = {
  1000: 'Normal Closure',
  1001: 'Going Away',
  1002: 'Protocol Error',
  1003: 'Unsupported Data',
  1005: 'No Status Received',
  1006: 'Abnormal Closure',
  1007: 'Invalid Frame Payload Data',
  1008: 'Policy Violation',
  1009: 'Message Too Big',
  1010: 'Mandatory Extension',
  1011: 'Internal Error',
  1012: 'Service Restart',
  1013: 'Try Again Later',
  1014: 'Bad Gateway',
  1015: 'TLS Handshake',
};

/**
 * Names a close code.
 *
 * @param code - the code of a close event (0–65535).
 * @returns e.g. "Normal Closure", "Abnormal Closure (no close frame: the connection dropped)",
 *   "registered for libraries and frameworks" (3000–3999), "private use" (4000–4999), "unassigned".
 * @see RFC 6455 §7.4.1 and §7.4.2; IANA "WebSocket Close Code Number Registry".
 */
export function describeCloseCode(code: number): string {
  if (code === 1005) return 'No Status Received (the close frame held no code)';
  if (code === 1006) return 'Abnormal Closure (no close frame: the connection dropped or could not be made)';
  if (code === 1015) return 'TLS Handshake (the secure connection could not be made)';
  if (CLOSE_CODES[code]) return CLOSE_CODES[code];
  if (code >= 3000 && code <= 3999) return 'registered for libraries and frameworks';
  if (code >= 4000 && code <= 4999) return 'private use';
  return 'unassigned';
}

/** One line of the log. */
export interface LogEntry {
  /** When it happened, milliseconds since the epoch. */
  time: number;
  kind: 'connecting' | 'open' | 'sent' | 'received' | 'close' | 'error';
  text: string;
}

const ARROWS: Record<LogEntry['kind'], string> = { connecting: '…', open: '✓', sent: '→', received: '←', close: '×', error: '!' };
const KIND_WORDS: Record<LogEntry['kind'], string> = { connecting: 'connecting', open: 'open', sent: 'sent', received: 'received', close: 'closed', error: 'error' };

/**
 * A log line: local time with milliseconds, an arrow, the kind and the text, e.g.
 * `12:34:56.789 → sent: hello`.
 *
 * @param entry - the entry.
 * @returns the line.
 */
export function formatLogEntry(entry: LogEntry): string {
  const d = new Date(entry.time);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  const time = `${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}.${p(d.getMilliseconds(), 3)}`;
  return `${time} ${ARROWS[entry.kind]} ${KIND_WORDS[entry.kind]}: ${entry.text}`;
}

/**
 * The whole log as text, one line per entry (what "Copy log" copies).
 *
 * @param entries - the entries in order.
 * @returns the lines joined with LF.
 */
export function formatLog(entries: readonly LogEntry[]): string {
  return entries.map(formatLogEntry).join('\n');
}

/**
 * Describes a binary message: its size and its first 64 bytes in hex.
 *
 * @param bytes - the message.
 * @returns e.g. "binary, 3 bytes: 01 02 ff".
 * @see RFC 6455 §5.6 (binary frames).
 */
export function describeBinary(bytes: Uint8Array): string {
  const hex = Array.from(bytes.subarray(0, 64), (b) => b.toString(16).padStart(2, '0')).join(' ');
  return `binary, ${bytes.length} byte${bytes.length === 1 ? '' : 's'}${bytes.length ? `: ${hex}${bytes.length > 64 ? ' …' : ''}` : ''}`;
}

/** A socket opened by {@link openSocket}. */
export interface SocketSession {
  /** Sends a text message and logs it. */
  send(text: string): void;
  /** Starts the closing handshake (see {@link checkClose} for the values allowed). */
  close(code?: number, reason?: string): void;
  /** The underlying socket. */
  readonly socket: WebSocket;
}

/**
 * Opens a WebSocket and logs everything that happens on it: the attempt, the opening (with the
 * subprotocol and extensions the server chose), each message sent and received (text as it is,
 * binary as hex), errors (explained with explainNetworkError: a page learns nothing more than
 * "it failed") and the close with its code, name and reason.
 *
 * @param url - from {@link parseWebSocketUrl}.
 * @param protocols - from {@link parseSubprotocols}.
 * @param on - `entry(e)` for each log entry, `state(s)` when the connection's state changes
 *   (`connecting`, `open`, `closing`, `closed`).
 * @param options - `WebSocket` (the global one by default), `now` (ms clock, `Date.now`), `online` (`navigator.onLine`).
 * @returns the session.
 * @throws ToolInputError when the constructor refuses the address or protocols.
 * @see RFC 6455; WHATWG WebSockets Standard.
 */
export function openSocket(
  url: string,
  protocols: readonly string[],
  on: { entry: (e: LogEntry) => void; state: (s: 'connecting' | 'open' | 'closing' | 'closed') => void },
  options: { WebSocket?: typeof WebSocket; now?: () => number; online?: boolean } = {},
): SocketSession {
  const Impl = options.WebSocket ?? globalThis.WebSocket;
  const now = options.now ?? Date.now;
  const log = (kind: LogEntry['kind'], text: string) => on.entry({ time: now(), kind, text });
  let socket: WebSocket;
  try {
    socket = new Impl(url, [...protocols]);
  } catch (error) {
    throw new ToolInputError(`URL: the browser refused to open ${url}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  socket.binaryType = 'arraybuffer';
  on.state('connecting');
  log('connecting', `${url}${protocols.length ? ` (offering ${protocols.join(', ')})` : ''}`);
  let opened = false;
  socket.addEventListener('open', () => {
    opened = true;
    on.state('open');
    const details = [socket.protocol && `subprotocol ${socket.protocol}`, socket.extensions && `extensions ${socket.extensions}`].filter(Boolean).join(', ');
    log('open', `connected to ${url}${details ? ` (${details})` : ''}`);
  });
  socket.addEventListener('message', (event: MessageEvent) => {
    const data: unknown = event.data;
    if (typeof data === 'string') log('received', data);
    else if (data instanceof ArrayBuffer) log('received', describeBinary(new Uint8Array(data)));
    else log('received', String(data));
  });
  socket.addEventListener('error', () => {
    const message = opened ? 'the connection failed.' : explainNetworkError(new TypeError('WebSocket error'), url, options.online ?? true).message;
    log('error', message);
  });
  socket.addEventListener('close', (event: CloseEvent) => {
    on.state('closed');
    const reason = event.reason ? `, reason "${event.reason}"` : '';
    log('close', `code ${event.code} ${describeCloseCode(event.code)}${reason}${event.wasClean ? '' : ' (not clean)'}`);
  });
  return {
    socket,
    send(text: string) {
      if (socket.readyState !== 1) throw new ToolInputError('Message: the connection is not open; connect first.');
      socket.send(text);
      log('sent', text);
    },
    close(code?: number, reason?: string) {
      if (socket.readyState >= 2) return;
      on.state('closing');
      socket.close(code, reason || undefined);
    },
  };
}
