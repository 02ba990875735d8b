import { extractTextFromHtmlTool } from './extract-text-from-html/meta.js';
import { cssXpathConverterTool } from './css-xpath-converter/meta.js';
import { xsltTesterTool } from './xslt-tester/meta.js';
import { xpathTesterTool } from './xpath-tester/meta.js';
import { xmlFormatterTool } from './xml-formatter/meta.js';
import type { Tool } from '@handy-tools/ui/kit';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [xmlFormatterTool, xpathTesterTool, xsltTesterTool, cssXpathConverterTool, extractTextFromHtmlTool];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export { xmlFormatterTool, xpathTesterTool, xsltTesterTool, cssXpathConverterTool, extractTextFromHtmlTool };
export * from './xml-formatter/xml-formatter.js';
export * from './xpath-tester/xpath-tester.js';
export * from './xslt-tester/xslt-tester.js';
export * from './css-xpath-converter/css-xpath-converter.js';
export * from './extract-text-from-html/extract-text-from-html.js';
