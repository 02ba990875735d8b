import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { ENCODINGS } from '../shared/tokens/tokens.js';
import { DEFAULT_FINAL_INSTRUCTION, DEFAULT_PART_TEMPLATE } from './ai-prompt-splitter.js';

/**
 * The AI prompt splitter's state. Input (remembered, in links' fragment): `input`. Options (query
 * string): `unit` (`tokens` or `characters`), `limit` (per part), `encoding` (for tokens),
 * `template` (before each part, `{i}` and `{n}` replaced) and `finalInstruction` (after the last part).
 */
export const aiPromptSplitterState = {
  schema: z.object({
    input: z._default(z.string(), ''),
    unit: z._default(z.enum(['tokens', 'characters']), 'tokens'),
    limit: z._default(z.int().check(z.minimum(1), z.maximum(10_000_000)), 4000),
    encoding: z._default(z.enum(ENCODINGS), 'o200k_base'),
    template: z._default(z.string().check(z.maxLength(5000)), DEFAULT_PART_TEMPLATE),
    finalInstruction: z._default(z.string().check(z.maxLength(5000)), DEFAULT_FINAL_INSTRUCTION),
  }),
  options: ['unit', 'limit', 'encoding', 'template', 'finalInstruction'],
  secrets: [],
} satisfies ToolStateSpec;
