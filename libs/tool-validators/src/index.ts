import { phoneParserAndFormatterTool } from './phone-parser-and-formatter/meta.js';
import { vatValidatorTool } from './vat-validator/meta.js';
import { luhnValidatorTool } from './luhn-validator/meta.js';
import { isbnValidatorAndParserTool } from './isbn-validator-and-parser/meta.js';
import { ibanValidatorAndParserTool } from './iban-validator-and-parser/meta.js';
import type { Tool } from '@handy-tools/ui/kit';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [ibanValidatorAndParserTool, isbnValidatorAndParserTool, luhnValidatorTool, vatValidatorTool, phoneParserAndFormatterTool];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export { ibanValidatorAndParserTool, isbnValidatorAndParserTool, luhnValidatorTool, vatValidatorTool, phoneParserAndFormatterTool };
export * from './iban-validator-and-parser/iban-validator-and-parser.js';
export * from './isbn-validator-and-parser/isbn-validator-and-parser.js';
export * from './luhn-validator/luhn-validator.js';
export * from './vat-validator/vat-validator.js';
export * from './phone-parser-and-formatter/phone-parser-and-formatter.js';
