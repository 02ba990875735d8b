// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { IconTool } from '@tabler/icons-react';
import type { ToolExtras } from '@handy-tools/ui/kit';

/** This family's tools' icons, English descriptions and keywords, by path: loaded lazily by the shell. */
export const toolExtras: Record<string, ToolExtras> = {
  "/iban-validator-and-parser": { icon: IconTool, description: "Check an IBAN and see its country, check digits, BBAN, bank code and printed form.", keywords: ["iban","validator","and","parser"] },
  "/isbn-validator-and-parser": { icon: IconTool, description: "Check an ISBN-10 or ISBN-13, convert between them and hyphenate it by the registration ranges.", keywords: ["isbn","validator","and","parser"] },
  "/luhn-validator": { icon: IconTool, description: "Check a number with the Luhn algorithm, compute its check digit and see the card scheme.", keywords: ["luhn","validator"] },
  "/vat-validator": { icon: IconTool, description: "Check the checksum of a European VAT number and see its country, without a network call.", keywords: ["vat","validator"] },
  "/phone-parser-and-formatter": { icon: IconTool, description: "Parse a phone number: country, type, validity, and its E.164, international, national and RFC 3966 forms.", keywords: ["phone","parser","and","formatter"] },
};
