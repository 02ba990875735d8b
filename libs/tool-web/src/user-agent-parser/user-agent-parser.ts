import UAParser from 'ua-parser-js';
import { ToolInputError } from '@handy-tools/ui/kit';

/** What a user-agent string says, as ua-parser-js reads it; '' for a part it does not give. */
export interface UserAgentInfo {
  /** The user-agent string parsed (trimmed). */
  ua: string;
  browser: { name: string; version: string; major: string };
  engine: { name: string; version: string };
  os: { name: string; version: string };
  /** `type` is one of console, mobile, tablet, smarttv, wearable, embedded, or '' (usually a desktop computer). */
  device: { vendor: string; model: string; type: string };
  /** `architecture` is one of 68k, amd64, arm, arm64, armhf, avr, ia32, ia64, irix, irix64, mips, mips64, pa-risc, ppc, sparc, sparc64, or ''. */
  cpu: { architecture: string };
}

/** Longest user-agent string read, in characters: ua-parser-js 1.x reads only the first 500 (UA_MAX_LENGTH). */
export const MAX_USER_AGENT_LENGTH = 500;

/** Most user-agent strings parsed at once (one per line). */
export const MAX_USER_AGENTS = 1000;

/**
 * Parses a user-agent string (RFC 9110 §10.1.5 User-Agent header, or `navigator.userAgent`) with
 * ua-parser-js 1.x: browser name and version, rendering engine, operating system, device vendor,
 * model and type, CPU architecture. Heuristic by nature: a browser can send any string (Chrome's
 * reduced user-agent string gives fixed OS versions such as "Windows NT 10.0" or "Android 10; K").
 *
 * @param userAgent - one user-agent string; surrounding white space is ignored.
 * @returns the parts found; see {@link UserAgentInfo}.
 * @throws ToolInputError when the string is empty, spans several lines (use {@link parseUserAgents}),
 *   or is longer than {@link MAX_USER_AGENT_LENGTH} characters.
 * @see https://www.rfc-editor.org/rfc/rfc9110#section-10.1.5
 * @see https://github.com/faisalman/ua-parser-js/tree/1.0.41
 * @example parseUserAgent('Mozilla/5.0 (compatible; Konqueror/4.1; OpenBSD) KHTML/4.1.4 (like Gecko)').engine // { name: 'KHTML', version: '4.1.4' }
 */
export function parseUserAgent(userAgent: string): UserAgentInfo {
  const ua = userAgent.trim();
  // ua-parser-js reads an empty string as "this browser's user agent": refuse it instead.
  if (ua === '') throw new ToolInputError('Enter a user-agent string, such as Mozilla/5.0 (Windows NT 10.0; Win64; x64) …');
  if (/[\r\n]/.test(ua)) throw new ToolInputError('A user-agent string is a single line: parse several with one per line.');
  if (ua.length > MAX_USER_AGENT_LENGTH) {
    throw new ToolInputError(
      `The user-agent string is ${ua.length} characters long; at most ${MAX_USER_AGENT_LENGTH} are read (real ones are about 100 to 300).`,
    );
  }
  const r = new UAParser(ua).getResult();
  return {
    ua,
    browser: { name: r.browser.name ?? '', version: r.browser.version ?? '', major: r.browser.major ?? '' },
    engine: { name: r.engine.name ?? '', version: r.engine.version ?? '' },
    os: { name: r.os.name ?? '', version: r.os.version ?? '' },
    device: { vendor: r.device.vendor ?? '', model: r.device.model ?? '', type: r.device.type ?? '' },
    cpu: { architecture: r.cpu.architecture ?? '' },
  };
}

/**
 * Parses several user-agent strings, one per line (as in a log extract); blank lines are skipped.
 *
 * @param text - user-agent strings separated by line breaks.
 * @returns one {@link UserAgentInfo} per non-blank line, with its 1-based line number.
 * @throws ToolInputError when no line holds a string, a line is longer than
 *   {@link MAX_USER_AGENT_LENGTH} characters (naming the line), or there are more than {@link MAX_USER_AGENTS} lines.
 * @example parseUserAgents('A/1\n\nB/2').map((r) => r.line) // [1, 3]
 */
export function parseUserAgents(text: string): (UserAgentInfo & { line: number })[] {
  const lines = text.split(/\r\n|\r|\n/);
  const out: (UserAgentInfo & { line: number })[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] as string).trim();
    if (line === '') continue;
    if (out.length >= MAX_USER_AGENTS) throw new ToolInputError(`More than ${MAX_USER_AGENTS} user-agent strings: parse them in parts.`);
    try {
      out.push({ ...parseUserAgent(line), line: i + 1 });
    } catch (e) {
      if (e instanceof ToolInputError) throw new ToolInputError(`Line ${i + 1}: ${e.message}`, { line: i + 1 });
      throw e;
    }
  }
  if (out.length === 0) throw new ToolInputError('Enter a user-agent string, such as Mozilla/5.0 (Windows NT 10.0; Win64; x64) …');
  return out;
}

/** Version of ua-parser-js in use, e.g. `1.0.41`. */
export const UA_PARSER_VERSION: string = UAParser.VERSION;
