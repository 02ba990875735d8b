import { aiPromptSplitterTool } from './ai-prompt-splitter/meta.js';
import { gptTokenEstimatorTool } from './gpt-token-estimator/meta.js';
import { emojiPickerTool } from './emoji-picker/meta.js';
import { asciiTextDrawerTool } from './ascii-text-drawer/meta.js';
import { smartTextReplacerTool } from './smart-text-replacer/meta.js';
import { sensitiveDataMaskerTool } from './sensitive-data-masker/meta.js';
import { stringObfuscatorTool } from './string-obfuscator/meta.js';
import { numeronymGeneratorTool } from './numeronym-generator/meta.js';
import { loremIpsumGeneratorTool } from './lorem-ipsum-generator/meta.js';
import { listComparerTool } from './list-comparer/meta.js';
import { listConverterTool } from './list-converter/meta.js';
import { textDiffTool } from './text-diff/meta.js';
import { textStatisticsTool } from './text-statistics/meta.js';
import type { Tool } from '@handy-tools/ui/kit';
import { caseConverter } from './case-converter/meta.js';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [caseConverter, textStatisticsTool, textDiffTool, listConverterTool, listComparerTool, loremIpsumGeneratorTool, numeronymGeneratorTool, stringObfuscatorTool, sensitiveDataMaskerTool, smartTextReplacerTool, asciiTextDrawerTool, emojiPickerTool, gptTokenEstimatorTool, aiPromptSplitterTool];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export { caseConverter as caseConverterTool, textStatisticsTool, textDiffTool, listConverterTool, listComparerTool, loremIpsumGeneratorTool, numeronymGeneratorTool, stringObfuscatorTool, sensitiveDataMaskerTool, smartTextReplacerTool, asciiTextDrawerTool, emojiPickerTool, gptTokenEstimatorTool, aiPromptSplitterTool };

export * from './case-converter/case-converter.js';
export * from './text-statistics/text-statistics.js';
export * from './text-diff/text-diff.js';
export * from './list-converter/list-converter.js';
export * from './list-comparer/list-comparer.js';
export * from './lorem-ipsum-generator/lorem-ipsum-generator.js';
export * from './numeronym-generator/numeronym-generator.js';
export * from './string-obfuscator/string-obfuscator.js';
export * from './sensitive-data-masker/sensitive-data-masker.js';
export * from './smart-text-replacer/smart-text-replacer.js';
export * from './ascii-text-drawer/ascii-text-drawer.js';
export * from './emoji-picker/emoji-picker.js';
export * from './gpt-token-estimator/gpt-token-estimator.js';
export * from './ai-prompt-splitter/ai-prompt-splitter.js';
export * from './shared/tokens/tokens.js';
export * from './shared/tokens/prices.js';
