import { outlookParserTool } from './outlook-parser/meta.js';
import { xVrSpamcauseDecoderTool } from './x-vr-spamcause-decoder/meta.js';
import { emailNormalizerTool } from './email-normalizer/meta.js';
import { bounceParserTool } from './bounce-parser/meta.js';
import { emailParserTool } from './email-parser/meta.js';
import type { Tool } from '@handy-tools/ui/kit';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [emailParserTool, bounceParserTool, emailNormalizerTool, xVrSpamcauseDecoderTool, outlookParserTool];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export { emailParserTool, bounceParserTool, emailNormalizerTool, xVrSpamcauseDecoderTool, outlookParserTool };
export * from './email-parser/email-parser.js';
export * from './bounce-parser/bounce-parser.js';
export * from './email-normalizer/email-normalizer.js';
export * from './x-vr-spamcause-decoder/x-vr-spamcause-decoder.js';
export * from './outlook-parser/outlook-parser.js';
