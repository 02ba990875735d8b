import { softwareLicenceCompatibilityTool } from './software-licence-compatibility/meta.js';
import { portNumbersTool } from './port-numbers/meta.js';
import { mimeTypesTool } from './mime-types/meta.js';
import { iso3166SearcherTool } from './iso-3166-searcher/meta.js';
import { nanoMemoTool } from './nano-memo/meta.js';
import { markdownCheatsheetTool } from './markdown-cheatsheet/meta.js';
import { jqMemoTool } from './jq-memo/meta.js';
import { jsonpathMemoTool } from './jsonpath-memo/meta.js';
import { xpathMemoTool } from './xpath-memo/meta.js';
import { cssSelectorsMemoTool } from './css-selectors-memo/meta.js';
import { commonRegexMemoTool } from './common-regex-memo/meta.js';
import { regexMemoTool } from './regex-memo/meta.js';
import { gitMemoTool } from './git-memo/meta.js';
import type { Tool } from '@handy-tools/ui/kit';
import { httpStatusCodes } from './http-status-codes/meta.js';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [httpStatusCodes, gitMemoTool, regexMemoTool, commonRegexMemoTool, cssSelectorsMemoTool, xpathMemoTool, jsonpathMemoTool, jqMemoTool, markdownCheatsheetTool, nanoMemoTool, iso3166SearcherTool, mimeTypesTool, portNumbersTool, softwareLicenceCompatibilityTool];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export { httpStatusCodes as httpStatusCodesTool, gitMemoTool, regexMemoTool, commonRegexMemoTool, cssSelectorsMemoTool, xpathMemoTool, jsonpathMemoTool, jqMemoTool, markdownCheatsheetTool, nanoMemoTool, iso3166SearcherTool, mimeTypesTool, portNumbersTool, softwareLicenceCompatibilityTool };

export * from './http-status-codes/http-status-codes.js';
export * from './git-memo/git-memo.js';
export * from './regex-memo/regex-memo.js';
export * from './common-regex-memo/common-regex-memo.js';
export * from './css-selectors-memo/css-selectors-memo.js';
export * from './xpath-memo/xpath-memo.js';
export * from './jsonpath-memo/jsonpath-memo.js';
export * from './jq-memo/jq-memo.js';
export * from './markdown-cheatsheet/markdown-cheatsheet.js';
export * from './nano-memo/nano-memo.js';
export * from './iso-3166-searcher/iso-3166-searcher.js';
export * from './mime-types/mime-types.js';
export * from './port-numbers/port-numbers.js';
export * from './software-licence-compatibility/software-licence-compatibility.js';
