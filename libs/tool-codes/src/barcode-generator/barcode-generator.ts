import { ToolInputError } from '@handy-tools/ui/kit';
import bwipjs from 'bwip-js/browser';

/** The symbologies the generator draws (bwip-js `bcid`s); every one is read back by zxing in the tests. */
export const SYMBOLOGIES = [
  'code128',
  'gs1-128',
  'ean13',
  'ean8',
  'upca',
  'upce',
  'code39',
  'code39ext',
  'code93',
  'code93ext',
  'itf14',
  'interleaved2of5',
  'rationalizedCodabar',
  'datamatrix',
  'pdf417',
  'azteccode',
  'qrcode',
] as const;

/** A symbology's bwip-js `bcid`. */
export type Symbology = (typeof SYMBOLOGIES)[number];

/** What a symbology is, for the UI and the rules. */
export interface SymbologyInfo {
  /** Display name. */
  label: string;
  /** Two-dimensional (matrix or stacked): no bar height, no text line. */
  twoD: boolean;
  /** The zxing format its codes read as. */
  zxingFormat: string;
  /** A valid sample value. */
  sample: string;
  /** What the data may hold, for a hint under the field. */
  rule: string;
  /** Whether an optional check character can be added (`includecheck`). */
  optionalCheck: boolean;
}

/** Facts about each {@link Symbology}. */
export const SYMBOLOGY_INFO: Record<Symbology, SymbologyInfo> = {
  code128: { label: 'Code 128', twoD: false, zxingFormat: 'Code128', sample: 'Handy-Tools 128', rule: 'Any Latin-1 text (ISO/IEC 15417).', optionalCheck: false },
  'gs1-128': { label: 'GS1-128', twoD: false, zxingFormat: 'Code128', sample: '(01)09521234543213(10)ABC123', rule: 'GS1 element strings: (AI)value…, e.g. (01)09521234543213(10)ABC123.', optionalCheck: false },
  ean13: { label: 'EAN-13', twoD: false, zxingFormat: 'EAN13', sample: '5901234123457', rule: '12 digits (the check digit is added) or 13 digits (the check digit is verified).', optionalCheck: false },
  ean8: { label: 'EAN-8', twoD: false, zxingFormat: 'EAN8', sample: '96385074', rule: '7 digits (the check digit is added) or 8 digits (verified).', optionalCheck: false },
  upca: { label: 'UPC-A', twoD: false, zxingFormat: 'EAN13', sample: '036000291452', rule: '11 digits (the check digit is added) or 12 digits (verified).', optionalCheck: false },
  upce: { label: 'UPC-E', twoD: false, zxingFormat: 'UPCE', sample: '04252614', rule: 'Number system 0 or 1, 6 digits, then the check digit (7 digits: it is added).', optionalCheck: false },
  code39: { label: 'Code 39', twoD: false, zxingFormat: 'Code39', sample: 'CODE-39 TEST', rule: 'Digits, capital letters, space and - . $ / + % (ISO/IEC 16388).', optionalCheck: true },
  code39ext: { label: 'Code 39 Extended (full ASCII)', twoD: false, zxingFormat: 'Code39', sample: 'Code 39 ext', rule: 'Any ASCII character (0–127).', optionalCheck: true },
  code93: { label: 'Code 93', twoD: false, zxingFormat: 'Code93', sample: 'CODE 93', rule: 'Digits, capital letters, space and - . $ / + %.', optionalCheck: false },
  code93ext: { label: 'Code 93 Extended (full ASCII)', twoD: false, zxingFormat: 'Code93', sample: 'Code 93 ext', rule: 'Any ASCII character (0–127).', optionalCheck: false },
  itf14: { label: 'ITF-14', twoD: false, zxingFormat: 'ITF', sample: '15400141288763', rule: '13 digits (the check digit is added) or 14 digits (verified).', optionalCheck: false },
  interleaved2of5: { label: 'Interleaved 2 of 5', twoD: false, zxingFormat: 'ITF', sample: '12345670', rule: 'An even number of digits (with the optional check digit: an odd number).', optionalCheck: true },
  rationalizedCodabar: { label: 'Codabar', twoD: false, zxingFormat: 'Codabar', sample: 'A40156B', rule: 'Start A–D, digits and - $ : / . +, stop A–D.', optionalCheck: false },
  datamatrix: { label: 'Data Matrix', twoD: true, zxingFormat: 'DataMatrix', sample: 'Handy Tools Data Matrix', rule: 'Any text (ISO/IEC 16022), up to about 1,500 characters.', optionalCheck: false },
  pdf417: { label: 'PDF417', twoD: true, zxingFormat: 'PDF417', sample: 'Handy Tools PDF417', rule: 'Any text (ISO/IEC 15438), up to about 1,800 characters.', optionalCheck: false },
  azteccode: { label: 'Aztec', twoD: true, zxingFormat: 'Aztec', sample: 'Handy Tools Aztec', rule: 'Any text (ISO/IEC 24778), up to about 3,000 characters.', optionalCheck: false },
  qrcode: { label: 'QR code', twoD: true, zxingFormat: 'QRCode', sample: 'https://example.com/', rule: 'Any text (ISO/IEC 18004), up to about 2,900 characters.', optionalCheck: false },
};

/** Rotations bwip-js draws: normal, right (90° clockwise), inverted (180°), left (90° anticlockwise). */
export const ROTATIONS = ['N', 'R', 'I', 'L'] as const;
export type Rotation = (typeof ROTATIONS)[number];

/** The generator's settings. */
export interface BarcodeSettings {
  /** The data to encode. */
  text: string;
  symbology: Symbology;
  /** Pixels per module (1–10). */
  scale: number;
  /** Bar height of 1D codes in millimetres (bwip-js: at 72 dpi before scaling); 5–100. */
  height: number;
  /** Quiet zone around the code in pixels before scaling (0–50). */
  margin: number;
  /** Print the human-readable text under 1D codes. */
  includeText: boolean;
  /** Bar and background colours, `#rrggbb`. */
  foreground: string;
  background: string;
  rotation: Rotation;
  /** Add the symbology's optional check character (Code 39, Interleaved 2 of 5). */
  check: boolean;
  /** QR error-correction level. */
  qrEcLevel: 'L' | 'M' | 'Q' | 'H';
}

/** Default settings: Code 128, 3 px modules, 15 mm bars, black on white. */
export const DEFAULT_SETTINGS: BarcodeSettings = {
  text: '',
  symbology: 'code128',
  scale: 3,
  height: 15,
  margin: 10,
  includeText: true,
  foreground: '#000000',
  background: '#ffffff',
  rotation: 'N',
  check: false,
  qrEcLevel: 'M',
};

/**
 * The GS1 mod-10 check digit (EAN-13, EAN-8, UPC-A, ITF-14, GTINs): weights 3 and 1 from the right.
 *
 * @param digits - the digits without their check digit (ASCII 0–9 only).
 * @returns the check digit, 0–9.
 * @throws ToolInputError when `digits` holds anything but digits or is empty.
 * @see GS1 General Specifications §7.9.1 (check digit calculation).
 */
export function gs1CheckDigit(digits: string): number {
  if (!/^[0-9]+$/.test(digits)) throw new ToolInputError('The check digit is computed from digits only.');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const d = digits.charCodeAt(digits.length - 1 - i) - 48;
    sum += i % 2 === 0 ? d * 3 : d;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Expands a UPC-E code (number system, 6 digits) to the UPC-A digits it stands for, without the check digit.
 *
 * @param upce - 7 digits: number system (0 or 1) then the 6 compressed digits.
 * @returns the 11 UPC-A digits before the check digit.
 * @throws ToolInputError when `upce` is not 7 digits starting with 0 or 1.
 * @see GS1 General Specifications §5.2.2.4.2 (UPC-E zero suppression).
 */
export function expandUpcE(upce: string): string {
  if (!/^[01][0-9]{6}$/.test(upce)) throw new ToolInputError('UPC-E needs the number system 0 or 1 followed by 6 digits.');
  const ns = upce[0];
  const d = upce.slice(1);
  const last = d[5];
  let body: string;
  if (last === '0' || last === '1' || last === '2') body = `${d.slice(0, 2)}${last}0000${d.slice(2, 5)}`;
  else if (last === '3') body = `${d.slice(0, 3)}00000${d.slice(3, 5)}`;
  else if (last === '4') body = `${d.slice(0, 4)}00000${d[4]}`;
  else body = `${d.slice(0, 5)}0000${last}`;
  return ns + body;
}

/** Latin-1 (U+0000–U+00FF) and ASCII (U+0000–U+007F) characters, by code point. */
const LATIN1 = { test: (ch: string) => ch.codePointAt(0)! <= 0xff };
const ASCII = { test: (ch: string) => ch.codePointAt(0)! <= 0x7f };

function firstBad(text: string, allowed: { test: (ch: string) => boolean }): { char: string; position: number } | null {
  let i = 0;
  for (const ch of text) {
    i++;
    if (!allowed.test(ch)) return { char: ch, position: i };
  }
  return null;
}

const describeChar = (ch: string) => (/^[\x21-\x7e]$/.test(ch) ? `"${ch}"` : `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);

function rejectChars(text: string, allowed: { test: (ch: string) => boolean }, what: string, name: string): void {
  const bad = firstBad(text, allowed);
  if (bad) throw new ToolInputError(`${name} cannot encode ${describeChar(bad.char)} at position ${bad.position}: ${what}`, { position: bad.position });
}

function checkedDigits(text: string, name: string, lengthWithout: number): string {
  rejectChars(text, /[0-9]/, 'digits only.', name);
  if (text.length === lengthWithout) return text + gs1CheckDigit(text);
  if (text.length !== lengthWithout + 1)
    throw new ToolInputError(`${name} needs ${lengthWithout} digits (the check digit is then added) or ${lengthWithout + 1} digits; this has ${text.length}.`);
  const expected = gs1CheckDigit(text.slice(0, -1));
  if (Number(text.at(-1)) !== expected)
    throw new ToolInputError(`The check digit of this ${name} should be ${expected}, not ${text.at(-1)} (position ${text.length}).`, { position: text.length });
  return text;
}

/** The data after the symbology's rules: check digits added, ready for bwip-js. */
export interface CheckedData {
  /** What bwip-js encodes. */
  data: string;
  /** A remark for the visitor (a computed check digit), or null. */
  note: string | null;
}

/**
 * Checks text against a symbology's data rules and completes it (check digits).
 *
 * @param text - the data as typed.
 * @param symbology - the symbology.
 * @param check - whether the optional check character is added (Interleaved 2 of 5 then needs an odd count).
 * @returns {@link CheckedData}.
 * @throws ToolInputError naming what is wrong and its position (1-based, in characters).
 * @see ISO/IEC 15417 (Code 128), 15420 (EAN/UPC), 16388 (Code 39), 16390 (ITF), GS1 General Specifications.
 */
export function checkBarcodeData(text: string, symbology: Symbology, check = false): CheckedData {
  const info = SYMBOLOGY_INFO[symbology];
  if (text.length === 0) throw new ToolInputError(`Enter the data to encode. ${info.rule}`);
  const withCheck = (data: string, given: string) => ({ data, note: data !== given ? `Check digit ${data.at(-1)} added: ${data}.` : null });
  switch (symbology) {
    case 'code128':
      rejectChars(text, LATIN1, 'Code 128 holds Latin-1 characters only (use Data Matrix or QR for other text).', info.label);
      return { data: text, note: null };
    case 'gs1-128': {
      const m = /^(\((\d{2,4})\)[^()]+)+$/.test(text);
      if (!m) throw new ToolInputError('GS1-128 data is element strings like (01)09521234543213(10)ABC123: an application identifier of 2–4 digits in brackets, then its value.');
      return { data: text, note: null };
    }
    case 'ean13':
      return withCheck(checkedDigits(text, 'EAN-13', 12), text);
    case 'ean8':
      return withCheck(checkedDigits(text, 'EAN-8', 7), text);
    case 'upca':
      return withCheck(checkedDigits(text, 'UPC-A', 11), text);
    case 'itf14':
      return withCheck(checkedDigits(text, 'ITF-14', 13), text);
    case 'upce': {
      rejectChars(text, /[0-9]/, 'digits only.', 'UPC-E');
      if (text.length !== 7 && text.length !== 8)
        throw new ToolInputError(`UPC-E needs 7 digits (number system, 6 digits; the check digit is added) or 8; this has ${text.length}.`);
      if (text[0] !== '0' && text[0] !== '1') throw new ToolInputError(`UPC-E starts with its number system, 0 or 1, not ${text[0]} (position 1).`, { position: 1 });
      const expected = gs1CheckDigit(expandUpcE(text.slice(0, 7)));
      if (text.length === 8 && Number(text[7]) !== expected)
        throw new ToolInputError(`The check digit of this UPC-E should be ${expected}, not ${text[7]} (position 8).`, { position: 8 });
      return withCheck(text.slice(0, 7) + expected, text);
    }
    case 'code39':
    case 'code93':
      rejectChars(text, /[0-9A-Z \-.$/+%]/, 'digits, capital letters, space and - . $ / + % only (choose the Extended variant for full ASCII).', info.label);
      return { data: text, note: null };
    case 'code39ext':
    case 'code93ext':
      rejectChars(text, ASCII, 'ASCII characters only.', info.label);
      return { data: text, note: null };
    case 'interleaved2of5':
      rejectChars(text, /[0-9]/, 'digits only.', 'Interleaved 2 of 5');
      if ((text.length + (check ? 1 : 0)) % 2 !== 0)
        throw new ToolInputError(
          check
            ? `Interleaved 2 of 5 with a check digit needs an odd number of digits; this has ${text.length}.`
            : `Interleaved 2 of 5 encodes digits in pairs: it needs an even number of digits; this has ${text.length} (add a leading 0).`,
        );
      return { data: text, note: null };
    case 'rationalizedCodabar': {
      if (text.length < 3) throw new ToolInputError('Codabar needs a start character (A–D), data and a stop character (A–D), e.g. A40156B.');
      const up = text.toUpperCase();
      if (!/[A-D]/.test(up[0]!)) throw new ToolInputError(`Codabar starts with A, B, C or D, not ${describeChar(text[0]!)} (position 1).`, { position: 1 });
      if (!/[A-D]/.test(up.at(-1)!))
        throw new ToolInputError(`Codabar ends with A, B, C or D, not ${describeChar(text.at(-1)!)} (position ${text.length}).`, { position: text.length });
      const bad = firstBad(up.slice(1, -1), /[0-9\-$:/.+]/);
      if (bad) throw new ToolInputError(`Codabar cannot encode ${describeChar(bad.char)} at position ${bad.position + 1}: digits and - $ : / . + only between start and stop.`, { position: bad.position + 1 });
      return { data: up, note: null };
    }
    default:
      return { data: text, note: null };
  }
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** The bwip-js options for some settings (after {@link checkBarcodeData}). */
export type BarcodeRenderOptions = Parameters<typeof bwipjs.toSVG>[0];

const clamp = (v: number, lo: number, hi: number) => (Number.isFinite(v) ? Math.min(hi, Math.max(lo, Math.round(v))) : lo);

/**
 * Builds bwip-js render options from the settings, after checking the data and the colours.
 *
 * @param settings - {@link BarcodeSettings}; numbers out of range are clamped (scale 1–10, height 5–100 mm, margin 0–50 px).
 * @returns the bwip-js options and the note of {@link checkBarcodeData}.
 * @throws ToolInputError for bad data (see {@link checkBarcodeData}) or a colour that is not `#rrggbb`.
 */
export function barcodeRenderOptions(settings: BarcodeSettings): { options: BarcodeRenderOptions; note: string | null } {
  const { data, note } = checkBarcodeData(settings.text, settings.symbology, settings.check);
  for (const [name, value] of [
    ['bar colour', settings.foreground],
    ['background colour', settings.background],
  ] as const)
    if (!HEX_COLOUR.test(value)) throw new ToolInputError(`The ${name} must be #rrggbb (six hexadecimal digits), not "${value}".`);
  const info = SYMBOLOGY_INFO[settings.symbology];
  const margin = clamp(settings.margin, 0, 50);
  const options: BarcodeRenderOptions = {
    bcid: settings.symbology,
    text: data,
    scale: clamp(settings.scale, 1, 10),
    rotate: settings.rotation,
    padding: margin,
    barcolor: settings.foreground.slice(1),
    textcolor: settings.foreground.slice(1),
    backgroundcolor: settings.background.slice(1),
  };
  if (!info.twoD) {
    options.height = clamp(settings.height, 5, 100);
    options.includetext = settings.includeText;
    // EAN/UPC keep their standard human-readable layout (digit groups under the bars, the first
    // digit left of the guards, extended guard bars); other 1D codes centre their text.
    if (!['ean13', 'ean8', 'upca', 'upce'].includes(settings.symbology)) options.textxalign = 'center';
  }
  // Code 93's two check characters are mandatory (AIM USS Code 93); BWIPP adds them only when asked.
  if (settings.symbology === 'code93' || settings.symbology === 'code93ext') options.includecheck = true;
  if (info.optionalCheck && settings.check) {
    options.includecheck = true;
    options.includecheckintext = true;
  }
  // BWIPP's `eclevel` (not in bwip-js's typings) sets the QR error-correction level.
  if (settings.symbology === 'qrcode') Object.assign(options, { eclevel: settings.qrEcLevel });
  return { options, note };
}

/**
 * Wraps a bwip-js (BWIPP) error as a message for users: `bwipp.ean13badCheckDigit#6915: Incorrect…` → `Incorrect…`.
 *
 * @param error - what bwip-js threw.
 * @returns a ToolInputError with the library's explanation.
 */
export function bwipError(error: unknown): ToolInputError {
  const message = error instanceof Error ? error.message : String(error);
  return new ToolInputError(message.replace(/^bwip(?:p|-js)\.[\w]+(?:#\d+)?:\s*/, ''));
}

/** A drawn barcode as SVG, with the note of {@link checkBarcodeData}. */
export interface BarcodeSvg {
  svg: string;
  note: string | null;
  /** Size in pixels (from the SVG's viewBox). */
  width: number;
  height: number;
}

/**
 * Draws a barcode as an SVG document with bwip-js (Barcode Writer in Pure PostScript).
 *
 * @param settings - {@link BarcodeSettings}.
 * @returns {@link BarcodeSvg}.
 * @throws ToolInputError for bad data, colours, or data the symbology cannot hold (too long for a QR code…).
 */
export function barcodeSvg(settings: BarcodeSettings): BarcodeSvg {
  const { options, note } = barcodeRenderOptions(settings);
  let svg: string;
  try {
    svg = bwipjs.toSVG(options);
  } catch (error) {
    throw bwipError(error);
  }
  const box = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(svg);
  return { svg, note, width: Number(box?.[1] ?? 0), height: Number(box?.[2] ?? 0) };
}
