import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** The state: input `input` (the Compose file); options `target` format, `indent`, `expandPorts`, `expandVolumes`. */
export const dockerComposeConverterState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(200_000)), ''),
    target: z._default(z.enum(['latest', 'v3x', 'v2x']), 'latest'),
    indent: z._default(z.int().check(z.minimum(1), z.maximum(8)), 2),
    expandPorts: z._default(z.boolean(), false),
    expandVolumes: z._default(z.boolean(), false),
  }),
  options: ['target', 'indent', 'expandPorts', 'expandVolumes'],
  secrets: [],
} satisfies ToolStateSpec;
