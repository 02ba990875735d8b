// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { IconLetterCaseToggle } from '@tabler/icons-react';
import type { ToolExtras } from '@handy-tools/ui/kit';

/** This family's tools' icons, English descriptions and keywords, by path: loaded lazily by the shell. */
export const toolExtras: Record<string, ToolExtras> = {
  "/case-converter": { icon: IconLetterCaseToggle, description: "Convert text between camelCase, PascalCase, snake_case, CONSTANT_CASE, kebab-case, dot.case, path/case, Capital Case, Train-Case, Sentence case, lower, UPPER and mOcKiNg case.", keywords: ["case","converter","camel","capital","constant","dot","header","train","kebab","param","pascal","path","sentence","snake","mocking","lowercase","uppercase","string"] },
};
