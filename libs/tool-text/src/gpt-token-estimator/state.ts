import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { ENCODINGS } from '../shared/tokens/tokens.js';

/**
 * The GPT token counter's state. Input (remembered, in links' fragment): `input`. Options (query
 * string): `encoding`, `mode` (`text` or `chat`: OpenAI chat messages as JSON), `showIds`.
 */
export const gptTokenEstimatorState = {
  schema: z.object({
    input: z._default(z.string(), ''),
    encoding: z._default(z.enum(ENCODINGS), 'o200k_base'),
    mode: z._default(z.enum(['text', 'chat']), 'text'),
    showIds: z._default(z.boolean(), false),
  }),
  options: ['encoding', 'mode', 'showIds'],
  secrets: [],
} satisfies ToolStateSpec;
