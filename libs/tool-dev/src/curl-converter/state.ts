import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { CURL_TARGET_IDS } from './curl-converter.js';

/** The curl converter's state: the command is an input (remembered); the target language is an option. */
export const curlConverterState = {
  schema: z.object({
    input: z._default(z.string(), ''),
    target: z._default(z.enum(CURL_TARGET_IDS), 'python'),
  }),
  options: ['target'],
  secrets: [],
} satisfies ToolStateSpec;
