// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/**
 * This family's tools' English descriptions and keywords, by path: loaded lazily by the shell. (The
 * icons are drawn from the app's sprite, apps/web/src/tools/tool-icons.svg: no icon code here.)
 */
export const toolExtras: Record<string, ToolExtras> = {
  "/case-converter": { description: "Convert text between camelCase, PascalCase, snake_case, CONSTANT_CASE, kebab-case, dot.case, path/case, Capital Case, Train-Case, Sentence case, lower, UPPER and mOcKiNg case.", keywords: ["case","converter","camel","capital","constant","dot","header","train","kebab","param","pascal","path","sentence","snake","mocking","lowercase","uppercase","string"] },
  "/text-statistics": { description: "Count characters, words, lines, sentences and UTF-8 bytes of a text, with reading time and the most frequent words.", keywords: ["text","statistics","stats","count","characters","words","sentences","lines","paragraphs","bytes","reading time","word frequency","graphemes"] },
  "/text-diff": { description: "Compare two texts side by side or inline, by line, word or character.", keywords: ["text","diff","compare","difference","patch","unified diff","side by side","inline","jsdiff","changes"] },
  "/list-converter": { description: "Trim, dedupe, sort, reverse, quote and re-join the items of a list.", keywords: ["list","converter","trim","dedupe","unique","sort","natural sort","reverse","quote","prefix","suffix","separator","comma","lines","lowercase","uppercase"] },
  "/list-comparer": { description: "Compare two lists: items only in the first, only in the second, in both, and their union.", keywords: ["list","compare","comparer","difference","intersection","union","set","only in","both","duplicates"] },
  "/lorem-ipsum-generator": { description: "Generate placeholder paragraphs, sentences or words, in Latin or other scripts.", keywords: ["lorem","ipsum","generator","placeholder","dummy text","filler","chinese","japanese","cyrillic"] },
  "/numeronym-generator": { description: "Shorten each word to its first letter, the count of letters between and its last letter (internationalization → i18n).", keywords: ["numeronym","generator","i18n","l10n","a11y","k8s","abbreviation","shorten"] },
  "/string-obfuscator": { description: "Mask a secret except its first and last characters, to show it without revealing it.", keywords: ["string","obfuscator","mask","hide","secret","redact","api key","token","password"] },
  "/sensitive-data-masker": { description: "Mask e-mail addresses, IP addresses, card numbers, phone numbers, IBANs, JWTs and API keys in a text.", keywords: ["sensitive","data","masker","redact","anonymize","pii","gdpr","log","email","ip","credit card","iban","jwt","api key"] },
  "/smart-text-replacer": { description: "Apply lists of find-and-replace rules (plain or regular expression) and break lines every N characters or words.", keywords: ["text","replace","find","search","regex","regular expression","whole word","rules","line break","wrap","split"] },
  "/ascii-text-drawer": { description: "Draw text in large letters made of characters (FIGlet), in many fonts.", keywords: ["ascii","ascii art","figlet","banner","text art","font","big text","toilet","comment","logo"] },
  "/emoji-picker": { description: "Search emojis by name and keyword and copy the emoji, its code points or its HTML and JavaScript escapes.", keywords: ["emoji","picker","unicode","smiley","skin tone","code point","html entity","escape","emojilib"] },
  "/gpt-token-estimator": { description: "Count the tokens of a text or chat for OpenAI models and estimate the cost.", keywords: ["gpt","token","estimator","counter","tokenizer","openai","tiktoken","o200k_base","cl100k_base","cost","llm","chatgpt"] },
  "/ai-prompt-splitter": { description: "Split a long text into parts of at most N tokens or characters, each with a \"part i of n\" instruction.", keywords: ["ai","prompt","splitter","chunk","split","tokens","chatgpt","llm","context window","long text"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/case-converter": () => import('./case-converter/meta.js').then((m) => m.caseConverter),
  "/text-statistics": () => import('./text-statistics/meta.js').then((m) => m.textStatisticsTool),
  "/text-diff": () => import('./text-diff/meta.js').then((m) => m.textDiffTool),
  "/list-converter": () => import('./list-converter/meta.js').then((m) => m.listConverterTool),
  "/list-comparer": () => import('./list-comparer/meta.js').then((m) => m.listComparerTool),
  "/lorem-ipsum-generator": () => import('./lorem-ipsum-generator/meta.js').then((m) => m.loremIpsumGeneratorTool),
  "/numeronym-generator": () => import('./numeronym-generator/meta.js').then((m) => m.numeronymGeneratorTool),
  "/string-obfuscator": () => import('./string-obfuscator/meta.js').then((m) => m.stringObfuscatorTool),
  "/sensitive-data-masker": () => import('./sensitive-data-masker/meta.js').then((m) => m.sensitiveDataMaskerTool),
  "/smart-text-replacer": () => import('./smart-text-replacer/meta.js').then((m) => m.smartTextReplacerTool),
  "/ascii-text-drawer": () => import('./ascii-text-drawer/meta.js').then((m) => m.asciiTextDrawerTool),
  "/emoji-picker": () => import('./emoji-picker/meta.js').then((m) => m.emojiPickerTool),
  "/gpt-token-estimator": () => import('./gpt-token-estimator/meta.js').then((m) => m.gptTokenEstimatorTool),
  "/ai-prompt-splitter": () => import('./ai-prompt-splitter/meta.js').then((m) => m.aiPromptSplitterTool),
};
