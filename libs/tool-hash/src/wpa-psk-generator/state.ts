import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The WPA PSK generator's state. Option (query string): `showPassphrase` (the passphrase field
 * shows its text). Input (remembered, in links' fragment): the `ssid`. Secret (never stored; in
 * a link only after confirmation): the `passphrase`. The PSK is output.
 */
export const wpaPskGeneratorState = {
  schema: z.object({
    // Bounds only keep hostile links out; the logic reports lengths to the user.
    ssid: z._default(z.string().check(z.maxLength(200)), ''),
    passphrase: z._default(z.string().check(z.maxLength(500)), ''),
    showPassphrase: z._default(z.boolean(), false),
  }),
  options: ['showPassphrase'],
  secrets: ['passphrase'],
} satisfies ToolStateSpec;
