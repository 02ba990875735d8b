import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { DEFANG_ATS, DEFANG_COLONS, DEFANG_DOTS, DEFANG_SCOPES } from './url-fanger.js';

/**
 * The URL fanger's state: the text to defang and the text to refang are inputs (remembered, in
 * links' fragment); what to defang and the marker styles are options (query string).
 */
export const urlFangerState = {
  schema: z.object({
    defangInput: z._default(z.string(), ''),
    refangInput: z._default(z.string(), ''),
    scope: z._default(z.enum(DEFANG_SCOPES), 'indicators'),
    scheme: z._default(z.boolean(), true),
    colon: z._default(z.enum(DEFANG_COLONS), 'colon'),
    dots: z._default(z.enum(DEFANG_DOTS), 'all'),
    at: z._default(z.enum(DEFANG_ATS), 'at'),
  }),
  options: ['scope', 'scheme', 'colon', 'dots', 'at'],
  secrets: [],
} satisfies ToolStateSpec;
