import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * Microphone tester settings (all options, kept in the query string). The processing switches
 * default to the browser's own defaults (on); loop-back defaults to off (feedback risk); the
 * original tool always looped back with a 1 s delay, offered here as an option.
 */
export const micTesterState = {
  schema: z.object({
    echoCancellation: z._default(z.boolean(), true),
    noiseSuppression: z._default(z.boolean(), true),
    autoGainControl: z._default(z.boolean(), true),
    loopback: z._default(z.boolean(), false),
    delay: z._default(z.union([z.literal(0), z.literal(0.5), z.literal(1), z.literal(2)]), 1),
    reference: z._default(z.enum(['aes17', 'plain']), 'aes17'),
  }),
  options: ['echoCancellation', 'noiseSuppression', 'autoGainControl', 'loopback', 'delay', 'reference'],
  secrets: [],
} satisfies ToolStateSpec;
