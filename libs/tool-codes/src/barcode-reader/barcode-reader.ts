import { ToolInputError } from '@handy-tools/ui/kit';
import { formatToLabel } from 'zxing-wasm/reader';
import type { ReadCodesOptions } from '../shared/scan/zxing.js';

/** What the reader looks for: all formats, a group, or one symbology. */
export const READER_FILTERS = [
  'All',
  'AllLinear',
  'AllMatrix',
  'AllRetail',
  'AllIndustrial',
  'AllGS1',
  'QRCode',
  'DataMatrix',
  'PDF417',
  'Aztec',
  'MaxiCode',
  'Code128',
  'EAN13',
  'EAN8',
  'UPCA',
  'UPCE',
  'Code39',
  'Code93',
  'ITF',
  'Codabar',
  'DataBar',
] as const;

/** One of {@link READER_FILTERS}. */
export type ReaderFilter = (typeof READER_FILTERS)[number];

/**
 * The zxing reader options for a filter.
 *
 * @param filter - a format group or format name ({@link READER_FILTERS}).
 * @param tryHarder - also look for rotated, inverted, small and noisy codes (slower).
 * @returns {@link ReadCodesOptions}; `All` passes no format list (zxing reads every readable one).
 */
export function readerOptions(filter: ReaderFilter, tryHarder: boolean): ReadCodesOptions {
  return { formats: filter === 'All' ? [] : [filter], tryHarder };
}

/**
 * A zxing format's human-readable name ("EAN-13", "QR Code", "Data Matrix").
 *
 * @param format - zxing's canonical name, e.g. `EAN13`.
 * @returns its label, or the name itself when zxing has none.
 */
export function formatName(format: string): string {
  return formatToLabel(format) ?? format;
}

/** GS1 Application Identifiers (GS1 General Specifications §3.2) the reader names; others show their number. */
const AI_NAMES: Record<string, string> = {
  '00': 'SSCC (serial shipping container code)',
  '01': 'GTIN',
  '02': 'GTIN of contained trade items',
  '10': 'Batch or lot number',
  '11': 'Production date (YYMMDD)',
  '12': 'Due date (YYMMDD)',
  '13': 'Packaging date (YYMMDD)',
  '15': 'Best before date (YYMMDD)',
  '16': 'Sell by date (YYMMDD)',
  '17': 'Expiration date (YYMMDD)',
  '20': 'Internal product variant',
  '21': 'Serial number',
  '22': 'Consumer product variant',
  '30': 'Variable count of items',
  '37': 'Count of trade items',
  '240': 'Additional product identification',
  '241': 'Customer part number',
  '250': 'Secondary serial number',
  '400': "Customer's purchase order number",
  '401': 'Global Identification Number for Consignment (GINC)',
  '402': 'Global Shipment Identification Number (GSIN)',
  '410': 'Ship to / deliver to GLN',
  '414': 'Identification of a physical location (GLN)',
  '420': 'Ship to postal code',
  '8005': 'Price per unit of measure',
  '8020': 'Payment slip reference number',
};

/** One GS1 element string: its AI, name and value. */
export interface Gs1Element {
  ai: string;
  name: string;
  value: string;
}

/**
 * Splits GS1 element strings as zxing writes them in human-readable form: `(01)09521234543213(10)ABC123`.
 *
 * @param text - a GS1 barcode's text (bracketed AIs).
 * @returns the elements in order; a measure AI such as 3103 (net weight, kg, 3 decimals) is named with its decimals.
 * @throws ToolInputError when the text is not bracketed element strings.
 * @see GS1 General Specifications §3 (Application Identifier definitions), §7.8 (human-readable interpretation).
 */
export function parseGs1(text: string): Gs1Element[] {
  if (!/^(\(\d{2,4}\)[^()]*)+$/.test(text)) throw new ToolInputError('This is not GS1 element strings like (01)09521234543213(10)ABC123.');
  const elements: Gs1Element[] = [];
  for (const m of text.matchAll(/\((\d{2,4})\)([^()]*)/g)) {
    const ai = m[1]!;
    const value = m[2]!;
    let name = AI_NAMES[ai];
    if (!name && /^3[1-6]\d\d$/.test(ai)) name = `Measure ${ai.slice(0, 3)} (${ai[3]} decimal places)`;
    elements.push({ ai, name: name ?? `AI ${ai}`, value });
  }
  return elements;
}

/**
 * The ISBN that an EAN-13 starting 978 or 979 carries (Bookland), with ISBN-10 for 978.
 *
 * @param ean - 13 digits.
 * @returns `{ isbn13, isbn10 }` (isbn10 null for 979 prefixes), or null when `ean` is not a Bookland EAN.
 * @see ISO 2108:2017 (ISBN), check digit mod 11 for ISBN-10.
 */
export function isbnOf(ean: string): { isbn13: string; isbn10: string | null } | null {
  if (!/^97[89]\d{10}$/.test(ean)) return null;
  if (!ean.startsWith('978')) return { isbn13: ean, isbn10: null };
  const nine = ean.slice(3, 12);
  const sum = Array.from(nine).reduce((s, d, i) => s + Number(d) * (10 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return { isbn13: ean, isbn10: nine + (check === 10 ? 'X' : String(check)) };
}

// The image reader itself, for use from code (Node reads the WASM from node_modules; a browser calls
// configureZXingWasm({ url }) first with the served zxing_reader.wasm).
export { builtInImageFormat, configureZXingWasm, readCodes, type PixelImage, type ReadCodesOptions, type ScannedCode, type ZXingWasmSource } from '../shared/scan/zxing.js';
