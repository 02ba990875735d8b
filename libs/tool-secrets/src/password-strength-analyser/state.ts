import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The password strength analyser's state. Option (query string): `show` (show the password as
 * text). Input (remembered): `userInputs`, personal words to penalise. SECRET: `password` —
 * never stored, in a link only after confirmation, in no example.
 */
export const passwordStrengthAnalyserState = {
  schema: z.object({
    password: z._default(z.string().check(z.maxLength(10_000)), ''),
    userInputs: z._default(z.string().check(z.maxLength(2_000)), ''),
    show: z._default(z.boolean(), false),
  }),
  options: ['show'],
  secrets: ['password'],
} satisfies ToolStateSpec;
