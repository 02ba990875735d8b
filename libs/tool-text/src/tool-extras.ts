// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { IconLetterCaseToggle, IconTool } from '@tabler/icons-react';
import type { ToolExtras } from '@handy-tools/ui/kit';

/** This family's tools' icons, English descriptions and keywords, by path: loaded lazily by the shell. */
export const toolExtras: Record<string, ToolExtras> = {
  "/case-converter": { icon: IconLetterCaseToggle, description: "Convert text between camelCase, PascalCase, snake_case, CONSTANT_CASE, kebab-case, dot.case, path/case, Capital Case, Train-Case, Sentence case, lower, UPPER and mOcKiNg case.", keywords: ["case","converter","camel","capital","constant","dot","header","train","kebab","param","pascal","path","sentence","snake","mocking","lowercase","uppercase","string"] },
  "/text-statistics": { icon: IconTool, description: "Count characters, words, lines, sentences and UTF-8 bytes of a text, with reading time and the most frequent words.", keywords: ["text","statistics"] },
  "/text-diff": { icon: IconTool, description: "Compare two texts side by side or inline, by line, word or character.", keywords: ["text","diff"] },
  "/list-converter": { icon: IconTool, description: "Trim, dedupe, sort, reverse, quote and re-join the items of a list.", keywords: ["list","converter"] },
  "/list-comparer": { icon: IconTool, description: "Compare two lists: items only in the first, only in the second, in both, and their union.", keywords: ["list","comparer"] },
  "/lorem-ipsum-generator": { icon: IconTool, description: "Generate placeholder paragraphs, sentences or words, in Latin or other scripts.", keywords: ["lorem","ipsum","generator"] },
  "/numeronym-generator": { icon: IconTool, description: "Shorten each word to its first letter, the count of letters between and its last letter (internationalization → i18n).", keywords: ["numeronym","generator"] },
  "/string-obfuscator": { icon: IconTool, description: "Mask a secret except its first and last characters, to show it without revealing it.", keywords: ["string","obfuscator"] },
  "/sensitive-data-masker": { icon: IconTool, description: "Mask e-mail addresses, IP addresses, card numbers, phone numbers, IBANs, JWTs and API keys in a text.", keywords: ["sensitive","data","masker"] },
  "/smart-text-replacer": { icon: IconTool, description: "Apply lists of find-and-replace rules (plain or regular expression) and break lines every N characters or words.", keywords: ["smart","text","replacer"] },
  "/ascii-text-drawer": { icon: IconTool, description: "Draw text in large letters made of characters (FIGlet), in many fonts.", keywords: ["ascii","text","drawer"] },
  "/emoji-picker": { icon: IconTool, description: "Search emojis by name and keyword and copy the emoji, its code points or its HTML and JavaScript escapes.", keywords: ["emoji","picker"] },
  "/gpt-token-estimator": { icon: IconTool, description: "Count the tokens of a text or chat for OpenAI models and estimate the cost.", keywords: ["gpt","token","estimator"] },
  "/ai-prompt-splitter": { icon: IconTool, description: "Split a long text into parts of at most N tokens or characters, each with a \"part i of n\" instruction.", keywords: ["ai","prompt","splitter"] },
};
