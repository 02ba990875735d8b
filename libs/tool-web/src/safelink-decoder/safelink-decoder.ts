import { ToolInputError } from '@handy-tools/ui/kit';
import { findUrls } from '../shared/find-urls.js';
import { unwrapUrl } from '../shared/redirect-wrappers.js';

export { KNOWN_WRAPPERS, unwrapOnce, unwrapUrl, type UnwrapOnce, type UnwrapResult, type UnwrapStep } from '../shared/redirect-wrappers.js';

/** One link of the text and what it decoded to. */
export interface DecodedLink {
  /** The link as written in the text. */
  original: string;
  /** The innermost address read from it (the original when it is not wrapped). */
  url: string;
  /** The wrappers removed, outermost first (e.g. `['Microsoft Safe Links', 'Proofpoint URL Defense v3']`). */
  wrappers: string[];
  /** Set when a known wrapper's target could not be read. */
  problem?: string;
  /** 1-based line of the link in the text. */
  line: number;
}

/** The result of {@link decodeSafeLinks}. */
export interface SafeLinksResult {
  /** Every link found, in order. */
  links: DecodedLink[];
  /** The text with each wrapped link replaced by the address it held. */
  text: string;
  /** How many links were wrapped and decoded. */
  decoded: number;
}

/**
 * Decodes Outlook Safe Links (`https://*.safelinks.protection.outlook.com/?url=…`) and the
 * other link wrappers this family knows (Proofpoint URL Defense v1, v2 and v3, Sophos,
 * Barracuda, Trend Micro, Cisco Secure Email; Google, Facebook, Instagram, LinkedIn, YouTube,
 * Slack, Steam, VK and Reddit redirects) in a text: every link found is unwrapped, nested
 * wrappers included. Nothing is fetched: the address is read from the link itself.
 *
 * @param text - a text with any number of links (an e-mail body, a list, one link).
 * @returns the links with what they hold, and the text with the wrapped ones replaced; see
 *   {@link SafeLinksResult}. An empty text gives no links.
 * @throws ToolInputError when the text is not empty but holds no link (`scheme://…`).
 * @see https://learn.microsoft.com/en-us/defender-office-365/safe-links-about
 * @see Proofpoint's published URL Defense decoder script (urldecoder.py) for the v1, v2 and v3 formats.
 * @example decodeSafeLinks('https://eur01.safelinks.protection.outlook.com/?url=https%3A%2F%2Fexample.com%2F&data=x').text // 'https://example.com/'
 */
export function decodeSafeLinks(text: string): SafeLinksResult {
  if (text.trim() === '') return { links: [], text, decoded: 0 };
  const found = findUrls(text);
  if (found.length === 0) {
    throw new ToolInputError('No link found: paste links that start with https:// (one or many, alone or inside a text).');
  }
  const links: DecodedLink[] = [];
  let out = '';
  let at = 0;
  let decoded = 0;
  for (const f of found) {
    const result = unwrapUrl(f.url);
    const line = text.slice(0, f.start).split('\n').length;
    links.push({ original: f.url, url: result.url, wrappers: result.steps.map((s) => s.wrapper), problem: result.problem?.message, line });
    if (result.steps.length > 0) decoded++;
    out += text.slice(at, f.start) + result.url;
    at = f.end;
  }
  return { links, text: out + text.slice(at), decoded };
}
