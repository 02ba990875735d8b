import { ogMetaGeneratorTool } from './og-meta-generator/meta.js';
import { deviceInformationTool } from './device-information/meta.js';
import { userAgentParserTool } from './user-agent-parser/meta.js';
import { utmUrlGeneratorTool } from './utm-url-generator/meta.js';
import { urlTextFragmentMakerTool } from './url-text-fragment-maker/meta.js';
import { sharepointDecoderTool } from './sharepoint-decoder/meta.js';
import { safelinkDecoderTool } from './safelink-decoder/meta.js';
import { urlFangerTool } from './url-fanger/meta.js';
import { urlCleanerTool } from './url-cleaner/meta.js';
import { slugifyStringTool } from './slugify-string/meta.js';
import { urlParserTool } from './url-parser/meta.js';
import type { Tool } from '@handy-tools/ui/kit';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [urlParserTool, slugifyStringTool, urlCleanerTool, urlFangerTool, safelinkDecoderTool, sharepointDecoderTool, urlTextFragmentMakerTool, utmUrlGeneratorTool, userAgentParserTool, deviceInformationTool, ogMetaGeneratorTool];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export { urlParserTool, slugifyStringTool, urlCleanerTool, urlFangerTool, safelinkDecoderTool, sharepointDecoderTool, urlTextFragmentMakerTool, utmUrlGeneratorTool, userAgentParserTool, deviceInformationTool, ogMetaGeneratorTool };
export * from './url-parser/url-parser.js';
export * from './slugify-string/slugify-string.js';
export * from './url-cleaner/url-cleaner.js';
export * from './url-fanger/url-fanger.js';
export * from './safelink-decoder/safelink-decoder.js';
export * from './sharepoint-decoder/sharepoint-decoder.js';
export * from './url-text-fragment-maker/url-text-fragment-maker.js';
export * from './utm-url-generator/utm-url-generator.js';
export * from './user-agent-parser/user-agent-parser.js';
export * from './device-information/device-information.js';
export * from './og-meta-generator/og-meta-generator.js';
