import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** The device information's state: only the format of the "all values" export, an option. */
export const deviceInformationState = {
  schema: z.object({
    format: z._default(z.enum(['text', 'json']), 'text'),
  }),
  options: ['format'],
  secrets: [],
} satisfies ToolStateSpec;
