/**
 * Link wrappers: mail security gateways (Microsoft Defender Safe Links, Proofpoint URL Defense,
 * Sophos, Barracuda, Trend Micro, Cisco) and click-tracking redirects (Google, Facebook,
 * LinkedIn, YouTube, Slack, Steam, VK, Reddit) that carry the real address inside theirs.
 * Decoding is done offline from the wrapper's own text: nothing is fetched.
 */
import { decodeBase64Utf8 } from './base64url.js';
import { safeDecodeURIComponent, tryParseUrl } from './find-urls.js';

/** What one wrapper holds. */
export interface UnwrapOnce {
  /** The wrapper's name, e.g. `Microsoft Safe Links`. */
  wrapper: string;
  /** The address inside, or `null` when it cannot be read (see `problem`). */
  target: string | null;
  /** Why the target could not be read, for users. */
  problem?: string;
}

interface Wrapper {
  name: string;
  /** Whether the URL is this wrapper's. */
  matches: (url: URL) => boolean;
  /** The target as text (checked by the caller), or null; may throw. */
  decode: (url: URL, raw: string) => string | null;
  /** Set when the target is held by the service and cannot be read from the link. */
  opaque?: string;
}

const hostIs = (url: URL, ...hosts: string[]) => hosts.includes(url.hostname.toLowerCase());
const hostEndsWith = (url: URL, suffix: string) => {
  const host = url.hostname.toLowerCase();
  return host === suffix || host.endsWith(`.${suffix}`);
};
const param = (url: URL, ...names: string[]) => {
  for (const name of names) {
    const value = url.searchParams.get(name);
    if (value !== null && value !== '') return value;
  }
  return null;
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Replaces the HTML character references a mail client may leave in a wrapped link (`&amp;`, `&#39;`). */
function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9A-Fa-f]+|#[0-9]+|[a-z]+);/g, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[ref] ?? whole;
  });
}

/**
 * Proofpoint URL Defense v3: `https://urldefense.com/v3/__<url>__;<base64url bytes>!!<signature>$`.
 * Each `*` in the URL stands for the next character of the decoded bytes, `**X` for a run of them
 * whose length X encodes (A = 2, B = 3, … in the order A–Z a–z 0–9 - _), as Proofpoint's
 * published decoder (urldecoder.py) reads them.
 */
function decodeProofpointV3(raw: string): string | null {
  const match = /\/v3\/__(.+?)__;([^!]*)!/.exec(raw);
  if (!match) return null;
  const encodedUrl = safeDecodeURIComponent(match[1] as string);
  const replaced = match[2] === '' ? '' : decodeBase64Utf8(match[2] as string);
  if (replaced === null) return null;
  const chars = Array.from(replaced);
  const runs = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let next = 0;
  let failed = false;
  const url = encodedUrl.replace(/\*(\*.)?/g, (token: string) => {
    const length = token === '*' ? 1 : runs.indexOf(token[2] as string) + 2;
    if (length < 1 || next + length > chars.length) {
      failed = true;
      return token;
    }
    const run = chars.slice(next, next + length).join('');
    next += length;
    return run;
  });
  if (failed) return null;
  // A scheme followed by a single slash, as some senders write it, gets its second slash back.
  return url.replace(/^([a-z0-9+.-]+:\/)([^/].+)/i, '$1/$2');
}

const WRAPPERS: Wrapper[] = [
  {
    // Microsoft Defender for Office 365 Safe Links: ?url=<encoded>&data=…&sdata=…&reserved=0.
    name: 'Microsoft Safe Links',
    matches: (u) =>
      hostEndsWith(u, 'safelinks.protection.outlook.com') ||
      hostEndsWith(u, 'safelinks.protection.office365.us') ||
      hostEndsWith(u, 'safelinks.protection.apps.mil') ||
      (hostIs(u, 'statics.teams.cdn.office.net') && u.pathname.includes('/safelinks/')),
    decode: (u) => param(u, 'url'),
  },
  {
    name: 'Proofpoint URL Defense v1',
    matches: (u) => hostIs(u, 'urldefense.proofpoint.com') && u.pathname.startsWith('/v1/'),
    decode: (_u, raw) => {
      const m = /[?&]u=(.+?)&k=/.exec(raw) ?? /[?&]u=([^&#]+)/.exec(raw);
      return m ? unescapeHtml(safeDecodeURIComponent(m[1] as string)) : null;
    },
  },
  {
    // v2: "-" stands for "%" and "_" for "/" in the u parameter.
    name: 'Proofpoint URL Defense v2',
    matches: (u) => hostIs(u, 'urldefense.proofpoint.com') && u.pathname.startsWith('/v2/'),
    decode: (_u, raw) => {
      const m = /[?&]u=(.+?)&[dc]=/.exec(raw) ?? /[?&]u=([^&#]+)/.exec(raw);
      return m ? unescapeHtml(safeDecodeURIComponent((m[1] as string).replace(/-/g, '%').replace(/_/g, '/'))) : null;
    },
  },
  {
    name: 'Proofpoint URL Defense v3',
    matches: (u) => (hostIs(u, 'urldefense.com') || hostIs(u, 'urldefense.proofpoint.com')) && u.pathname.startsWith('/v3/'),
    decode: (_u, raw) => decodeProofpointV3(raw),
  },
  {
    // Sophos Email time-of-click protection: u is the Base64 of the URL.
    name: 'Sophos Email',
    matches: (u) => hostEndsWith(u, 'protection.sophos.com'),
    decode: (u) => {
      const value = param(u, 'u');
      return value === null ? null : decodeBase64Utf8(value);
    },
  },
  {
    name: 'Barracuda Link Protection',
    matches: (u) => hostEndsWith(u, 'linkprotect.cudasvc.com'),
    decode: (u) => param(u, 'a'),
  },
  {
    name: 'Trend Micro Email Security',
    matches: (u) => hostEndsWith(u, 'trendmicro.com') && u.pathname.includes('/clicktime/'),
    decode: (u) => param(u, 'url'),
  },
  {
    // Cisco Secure Email: secure-web.cisco.com/<token>/<percent-encoded URL>.
    name: 'Cisco Secure Email',
    matches: (u) => hostIs(u, 'secure-web.cisco.com'),
    decode: (u) => {
      const m = /^\/[^/]+\/(.+)$/.exec(u.pathname);
      return m ? safeDecodeURIComponent(m[1] as string) : null;
    },
  },
  {
    name: 'Mimecast URL Protect',
    matches: (u) => /^protect(?:-[a-z0-9]+)?\.mimecast\.com$/i.test(u.hostname),
    decode: () => null,
    opaque: 'Mimecast keeps the address on its servers: the link holds only a key, so it cannot be decoded offline.',
  },
  {
    name: 'Google redirect',
    matches: (u) => /^(?:www\.)?google\.[a-z.]+$/i.test(u.hostname) && u.pathname === '/url',
    decode: (u) => param(u, 'q', 'url'),
  },
  {
    name: 'Facebook link shim',
    matches: (u) => hostIs(u, 'l.facebook.com', 'lm.facebook.com', 'm.facebook.com', 'www.facebook.com', 'l.messenger.com') && u.pathname === '/l.php',
    decode: (u) => param(u, 'u'),
  },
  {
    name: 'Instagram link shim',
    matches: (u) => hostIs(u, 'l.instagram.com'),
    decode: (u) => param(u, 'u'),
  },
  {
    name: 'LinkedIn redirect',
    matches: (u) => hostEndsWith(u, 'linkedin.com') && /^\/redir\/redirect\/?$/.test(u.pathname),
    decode: (u) => param(u, 'url'),
  },
  {
    name: 'YouTube redirect',
    matches: (u) => hostEndsWith(u, 'youtube.com') && u.pathname === '/redirect',
    decode: (u) => param(u, 'q'),
  },
  {
    name: 'Slack redirect',
    matches: (u) => hostIs(u, 'slack-redir.net'),
    decode: (u) => param(u, 'url'),
  },
  {
    name: 'Steam link filter',
    matches: (u) => hostIs(u, 'steamcommunity.com') && /^\/linkfilter\/?$/.test(u.pathname),
    decode: (u) => param(u, 'url', 'u'),
  },
  {
    name: 'VK away link',
    matches: (u) => hostEndsWith(u, 'vk.com') && u.pathname === '/away.php',
    decode: (u) => param(u, 'to'),
  },
  {
    name: 'Reddit outbound link',
    matches: (u) => hostIs(u, 'out.reddit.com'),
    decode: (u) => param(u, 'url'),
  },
];

/** The names of the wrappers {@link unwrapOnce} knows, in the order it tries them. */
export const KNOWN_WRAPPERS: readonly string[] = WRAPPERS.map((w) => w.name);

/**
 * Reads the address inside one wrapped link, if the link is a known wrapper's.
 *
 * @param raw - an absolute URL, as written (Proofpoint v3 links are read from this text, since
 *   the URL parser would re-encode their markers).
 * @returns `null` when the link is not a known wrapper's; else the wrapper's name and the target
 *   (an absolute URL), or `target: null` with the reason it cannot be read (missing or malformed
 *   parameter, or a wrapper that keeps the target on its servers).
 */
export function unwrapOnce(raw: string): UnwrapOnce | null {
  const url = tryParseUrl(raw);
  if (url === null) return null;
  const wrapper = WRAPPERS.find((w) => w.matches(url));
  if (!wrapper) return null;
  if (wrapper.opaque) return { wrapper: wrapper.name, target: null, problem: wrapper.opaque };
  let target: string | null = null;
  try {
    target = wrapper.decode(url, raw);
  } catch {
    target = null;
  }
  const trimmed = target?.trim() ?? '';
  if (trimmed === '') return { wrapper: wrapper.name, target: null, problem: 'The link has no target address in it (the parameter that carries it is missing or empty).' };
  const parsed = tryParseUrl(trimmed);
  if (parsed === null || !/^[a-z][a-z0-9+.-]*:$/i.test(parsed.protocol)) {
    return { wrapper: wrapper.name, target: null, problem: `The address inside, "${trimmed.slice(0, 200)}", is not an absolute URL.` };
  }
  return { wrapper: wrapper.name, target: trimmed };
}

/** One wrapper removed by {@link unwrapUrl}. */
export interface UnwrapStep {
  /** The wrapper's name. */
  wrapper: string;
  /** The wrapped link. */
  from: string;
  /** The address it held. */
  to: string;
}

/** The result of {@link unwrapUrl}. */
export interface UnwrapResult {
  /** The innermost address that could be read (the input itself when it is not wrapped). */
  url: string;
  /** The wrappers removed, outermost first; empty when the link was not wrapped. */
  steps: UnwrapStep[];
  /** Set when a known wrapper's target could not be read: its name and why. */
  problem?: { wrapper: string; message: string };
}

/**
 * Removes every known wrapper around a link, outermost first (Safe Links around a Proofpoint
 * link, say), up to `maxDepth` levels.
 *
 * @param raw - an absolute URL as written.
 * @param maxDepth - the most wrappers removed (default 10), so a loop of links ends.
 * @returns the innermost address, the wrappers removed and any wrapper that could not be read;
 *   see {@link UnwrapResult}.
 */
export function unwrapUrl(raw: string, maxDepth = 10): UnwrapResult {
  const steps: UnwrapStep[] = [];
  let url = raw;
  for (let depth = 0; depth < maxDepth; depth++) {
    const once = unwrapOnce(url);
    if (once === null) break;
    if (once.target === null) return { url, steps, problem: { wrapper: once.wrapper, message: once.problem ?? '' } };
    steps.push({ wrapper: once.wrapper, from: url, to: once.target });
    url = once.target;
  }
  return { url, steps };
}
