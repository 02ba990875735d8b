import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** The state: input `input` (the Compose file); options `detach`, `rm`, `multiline`, `createResources` (see `RunOptions`). */
export const dockerComposeToDockerRunConverterState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(200_000)), ''),
    detach: z._default(z.boolean(), true),
    rm: z._default(z.boolean(), false),
    multiline: z._default(z.boolean(), true),
    createResources: z._default(z.boolean(), true),
  }),
  options: ['detach', 'rm', 'multiline', 'createResources'],
  secrets: [],
} satisfies ToolStateSpec;
