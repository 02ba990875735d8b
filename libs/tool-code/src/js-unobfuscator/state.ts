import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The JavaScript deobfuscator's state: the code is an input (remembered); webcrack's stages and the
 * time limit in seconds are options (in the query string). Defaults are webcrack's own.
 */
export const jsUnobfuscatorState = {
  schema: z.object({
    input: z._default(z.string(), ''),
    deobfuscate: z._default(z.boolean(), true),
    unminify: z._default(z.boolean(), true),
    unpack: z._default(z.boolean(), true),
    jsx: z._default(z.boolean(), true),
    mangle: z._default(z.boolean(), false),
    timeLimit: z._default(z.int().check(z.minimum(1), z.maximum(300)), 30),
  }),
  options: ['deobfuscate', 'unminify', 'unpack', 'jsx', 'mangle', 'timeLimit'],
  secrets: [],
} satisfies ToolStateSpec;
