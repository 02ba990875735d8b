import { ToolInputError } from '@handy-tools/ui/kit';

/**
 * Security of a network, as the tool offers it:
 * - `nopass`: open (or Wi-Fi Enhanced Open) network, no password;
 * - `WPA`: password-based WPA/WPA2/WPA3-Personal, transition (mixed) mode included (`T:WPA`);
 * - `WPA3`: WPA3-Personal only, `T:WPA;R:1` (Transition Disable bit 0, WPA3 Specification §7 and §13);
 * - `WEP`: legacy WEP key;
 * - `WPA2-EAP`: WPA2/WPA3-Enterprise (802.1X) with an EAP method and an identity (ZXing extension).
 */
export const WIFI_SECURITIES = ['WPA', 'WPA3', 'nopass', 'WEP', 'WPA2-EAP'] as const;
/** See {@link WIFI_SECURITIES}. */
export type WifiSecurity = (typeof WIFI_SECURITIES)[number];

/** EAP methods (IANA "Method Types" registry names, as it-tools listed them). */
export const EAP_METHODS = [
  'PEAP',
  'TTLS',
  'TLS',
  'PWD',
  'SIM',
  'AKA',
  "AKA'",
  'FAST',
  'TEAP',
  'LEAP',
  'MD5',
  'GTC',
  'POTP',
  'IKEv2',
  'PSK',
  'EKE',
  'NOOB',
] as const;
/** Phase 2 (inner) authentication methods for PEAP and TTLS ('' for none). */
export const EAP_PHASE2_METHODS = ['', 'MSCHAPV2', 'GTC', 'PAP', 'CHAP', 'MSCHAP'] as const;

/** A network to put in a QR code. */
export interface WifiNetwork {
  security: WifiSecurity;
  /** Network name, 1–32 bytes of UTF-8 (IEEE 802.11 SSID). */
  ssid: string;
  /** Passphrase or key (ignored for `nopass`). */
  password: string;
  /** Whether the network does not broadcast its SSID (`H:true`). */
  hidden: boolean;
  /** EAP method (`E:`), for WPA2-EAP. */
  eapMethod: string;
  /** EAP identity (`I:`), for WPA2-EAP. */
  eapIdentity: string;
  /** EAP anonymous (outer) identity (`A:`), for WPA2-EAP; empty to leave it out. */
  eapAnonymousIdentity: string;
  /** Phase 2 method (`PH2:`), for WPA2-EAP; empty to leave it out. */
  eapPhase2: string;
  /**
   * Put a SSID or password that is all hex digits in double quotes, as ZXing's wiki says, so that a
   * reader does not take it for a hex key. Off by default: most phones keep the quotes as part of the value.
   */
  quoteHex: boolean;
}

/** The generated payload, and what may stop a device from joining. */
export interface WifiPayload {
  /** The `WIFI:` text the QR code holds. */
  text: string;
  /** Problems that do not stop the code from being made (e.g. a non-ASCII passphrase). */
  warnings: string[];
}

/** Escapes `\ ; , : "` with a backslash (ZXing "Barcode Contents", Wi-Fi network config). */
export function escapeWifiValue(value: string): string {
  return value.replace(/([\\;,:"])/g, '\\$1');
}

const HEX = /^[0-9a-f]+$/i;

function field(name: string, value: string, quoteHex: boolean): string {
  const quoted = quoteHex && HEX.test(value) ? `"${value}"` : escapeWifiValue(value);
  return `${name}:${quoted};`;
}

/** Bytes of UTF-8 a text takes. */
function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** A password's problem for its security type, or null. */
function checkPassword(security: WifiSecurity, password: string): string | null {
  if (security === 'WPA' || security === 'WPA3') {
    if (password === '') return 'Enter the password: WPA needs one (or choose "No password").';
    if (password.length === 64)
      return HEX.test(password) ? null : 'A 64-character WPA key must be hex digits (a raw PSK); a passphrase has 8 to 63 characters.';
    if (password.length < 8 || password.length > 63)
      return `A WPA passphrase has 8 to 63 characters (IEEE 802.11i); this one has ${password.length}.`;
    return null;
  }
  if (security === 'WEP') {
    if ([5, 13, 16, 29].includes(password.length) || ([10, 26, 32, 58].includes(password.length) && HEX.test(password))) return null;
    return `A WEP key is 5 or 13 characters, or 10 or 26 hex digits; this one has ${password.length} characters.`;
  }
  return null;
}

/** A problem with one field of a {@link WifiNetwork}. */
export interface WifiProblem {
  field: 'security' | 'ssid' | 'password' | 'eapMethod' | 'eapPhase2' | 'eapIdentity';
  message: string;
}

/**
 * Checks a network's fields before a QR code is made (IEEE 802.11 limits; ZXing's WPA2-EAP fields).
 *
 * @param network - the network.
 * @returns the problems, one per field at most, in the form's order (empty when all is well).
 */
export function wifiNetworkProblems(network: WifiNetwork): WifiProblem[] {
  const problems: WifiProblem[] = [];
  const { security, ssid, password } = network;
  if (!WIFI_SECURITIES.includes(security)) return [{ field: 'security', message: `Unknown security type "${String(security)}".` }];
  if (ssid === '') problems.push({ field: 'ssid', message: 'Enter the network name (SSID).' });
  else if (utf8Length(ssid) > 32)
    problems.push({
      field: 'ssid',
      message: `A network name (SSID) has at most 32 bytes (IEEE 802.11); this one has ${utf8Length(ssid)}.`,
    });
  const passwordProblem = checkPassword(security, password);
  if (passwordProblem) problems.push({ field: 'password', message: passwordProblem });
  if (security === 'WPA2-EAP') {
    if (!network.eapMethod) problems.push({ field: 'eapMethod', message: 'Choose the EAP method.' });
    else if (!/^[A-Za-z0-9'_-]+$/.test(network.eapMethod))
      problems.push({ field: 'eapMethod', message: `"${network.eapMethod}" is not an EAP method name.` });
    if (network.eapPhase2 && !/^[A-Za-z0-9]+$/.test(network.eapPhase2))
      problems.push({ field: 'eapPhase2', message: `"${network.eapPhase2}" is not a phase 2 method name.` });
    if (network.eapIdentity === '') problems.push({ field: 'eapIdentity', message: 'Enter the identity (user name) for WPA2-EAP.' });
  }
  return problems;
}

/**
 * Builds the text of a Wi-Fi QR code, in the `WIFI:` format of the WPA3 Specification v3 §7 ("WIFI
 * URI") and ZXing's "Barcode Contents" wiki, fields in the specification's order:
 * `WIFI:T:WPA;R:1;S:<ssid>;H:true;P:<password>;;`, with `E:`, `PH2:`, `A:` and `I:` for WPA2-EAP
 * (ZXing). Values escape `\ ; , : "` with a backslash, as readers (ZXing, Android, iOS) expect.
 *
 * @param network - the network: security, SSID, password, hidden, EAP settings.
 * @returns the text, and warnings (values a device may refuse).
 * @throws ToolInputError with the first of {@link wifiNetworkProblems}: the SSID is empty or over 32
 *   bytes, the password does not suit the security type (WPA: 8–63 characters or 64 hex digits; WEP:
 *   5/13 characters or 10/26 hex digits), or WPA2-EAP lacks an EAP method or an identity.
 */
export function wifiQrcodeGenerator(network: WifiNetwork): WifiPayload {
  const [problem] = wifiNetworkProblems(network);
  if (problem) throw new ToolInputError(problem.message);
  const { security, ssid, password, hidden, quoteHex } = network;
  const warnings: string[] = [];
  if ((security === 'WPA' || security === 'WPA3' || security === 'WEP') && /[^\x20-\x7e]/.test(password)) {
    warnings.push(
      'The password has characters outside printable ASCII: IEEE 802.11 passphrases are printable ASCII, and some devices will not join.',
    );
  }
  if (security === 'WEP')
    warnings.push('WEP is broken and no longer allowed by Wi-Fi certification: switch the network to WPA2 or WPA3 if you can.');
  let text = `WIFI:T:${security === 'WPA' || security === 'WPA3' ? 'WPA' : security};`;
  if (security === 'WPA3') text += 'R:1;';
  text += field('S', ssid, quoteHex);
  if (hidden) text += 'H:true;';
  if (security === 'WPA2-EAP') {
    text += `E:${network.eapMethod};`;
    if (network.eapPhase2) text += `PH2:${network.eapPhase2};`;
    else if (network.eapMethod === 'PEAP' || network.eapMethod === 'TTLS')
      warnings.push(`${network.eapMethod} usually needs a phase 2 method (MSCHAPV2 for most networks).`);
    if (network.eapAnonymousIdentity) text += field('A', network.eapAnonymousIdentity, false);
    text += field('I', network.eapIdentity, false);
  }
  if (security !== 'nopass' && password !== '') text += field('P', password, quoteHex);
  return { text: `${text};`, warnings };
}

/** The fields of a `WIFI:` text, read back by {@link parseWifiPayload}. */
export interface ParsedWifi {
  /** Each field's value, unescaped (and unquoted), by name: T, R, S, H, P, E, A, I, PH2, K… */
  fields: Record<string, string>;
}

/**
 * Reads a `WIFI:` text back into its fields (the inverse of {@link wifiQrcodeGenerator}): fields end
 * at an unescaped `;`, a backslash escapes the next character, and a value wholly in double quotes
 * loses them.
 *
 * @param text - the text a QR code held.
 * @returns the fields by name.
 * @throws ToolInputError when the text does not start with `WIFI:`, a field has no `name:`, or the
 *   text does not end with `;;`.
 */
export function parseWifiPayload(text: string): ParsedWifi {
  if (!text.startsWith('WIFI:')) throw new ToolInputError('A Wi-Fi QR code text starts with "WIFI:".');
  const fields: Record<string, string> = {};
  let i = 5;
  while (i < text.length) {
    if (text[i] === ';') {
      if (i !== text.length - 1) throw new ToolInputError(`Unexpected ";;" at position ${i + 1}: the text should end there.`);
      return { fields };
    }
    const colon = text.indexOf(':', i);
    if (colon < 0) throw new ToolInputError(`A field without "name:" at position ${i + 1}.`);
    const name = text.slice(i, colon);
    if (!/^[A-Z0-9]+$/.test(name)) throw new ToolInputError(`"${name}" at position ${i + 1} is not a field name.`);
    let value = '';
    let j = colon + 1;
    let raw = '';
    for (; j < text.length && text[j] !== ';'; j++) {
      if (text[j] === '\\' && j + 1 < text.length) {
        j++;
      }
      value += text[j];
      raw += text[j];
    }
    if (j >= text.length) throw new ToolInputError(`The field "${name}" does not end with ";".`);
    fields[name] =
      raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') && !text.slice(colon + 1, j).startsWith('\\"')
        ? value.slice(1, -1)
        : value;
    i = j + 1;
  }
  throw new ToolInputError('The text should end with ";;".');
}
