import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The state: inputs `input` (the docker run commands) and `existing` (a Compose file to add to);
 * options `format` (Compose Specification, 3.x or 2.x) and `indent` (spaces).
 */
export const dockerRunToDockerComposeConverterState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(200_000)), ''),
    existing: z._default(z.string().check(z.maxLength(200_000)), ''),
    format: z._default(z.enum(['latest', 'v3x', 'v2x']), 'latest'),
    indent: z._default(z.int().check(z.minimum(1), z.maximum(8)), 2),
  }),
  options: ['format', 'indent'],
  secrets: [],
} satisfies ToolStateSpec;
