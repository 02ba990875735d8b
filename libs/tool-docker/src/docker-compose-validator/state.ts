import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** The state: input `input` (the Compose file to check). */
export const dockerComposeValidatorState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(200_000)), ''),
  }),
  options: [],
  secrets: [],
} satisfies ToolStateSpec;
