// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/**
 * This family's tools' English descriptions and keywords, by path: loaded lazily by the shell. (The
 * icons are drawn from the app's sprite, apps/web/src/tools/tool-icons.svg: no icon code here.)
 */
export const toolExtras: Record<string, ToolExtras> = {
  "/iban-validator-and-parser": { description: "Check an IBAN and see its country, check digits, BBAN, bank code and printed form.", keywords: ["iban","validator","parser","bban","bank","account","sepa","iso 13616","check digits","qr-iban","swift"] },
  "/isbn-validator-and-parser": { description: "Check an ISBN-10 or ISBN-13, convert between them and hyphenate it by the registration ranges.", keywords: ["isbn","isbn-10","isbn-13","validator","parser","book","hyphenate","check digit","ean","publisher","iso 2108"] },
  "/luhn-validator": { description: "Check a number with the Luhn algorithm, compute its check digit and see the card scheme.", keywords: ["luhn","mod 10","validator","check digit","credit card","card number","iin","bin","imei","iso 7812","visa","mastercard"] },
  "/vat-validator": { description: "Check the checksum of a European VAT number and see its country, without a network call.", keywords: ["vat","validator","tva","mwst","iva","ust-idnr","tax number","vies","eu","checksum","company"] },
  "/phone-parser-and-formatter": { description: "Parse a phone number: country, type, validity, and its E.164, international, national and RFC 3966 forms.", keywords: ["phone","telephone","mobile","number","parser","formatter","validator","e.164","e164","rfc 3966","tel","libphonenumber","whatsapp","sms","calling code"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/iban-validator-and-parser": () => import('./iban-validator-and-parser/meta.js').then((m) => m.ibanValidatorAndParserTool),
  "/isbn-validator-and-parser": () => import('./isbn-validator-and-parser/meta.js').then((m) => m.isbnValidatorAndParserTool),
  "/luhn-validator": () => import('./luhn-validator/meta.js').then((m) => m.luhnValidatorTool),
  "/vat-validator": () => import('./vat-validator/meta.js').then((m) => m.vatValidatorTool),
  "/phone-parser-and-formatter": () => import('./phone-parser-and-formatter/meta.js').then((m) => m.phoneParserAndFormatterTool),
};
