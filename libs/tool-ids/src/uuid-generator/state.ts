import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { UUID_NAMESPACES, UUID_QUANTITY_MAX, UUID_QUANTITY_MIN, UUID_VERSIONS } from './uuid-generator.js';

/**
 * The UUIDs generator's state. Options (in the query string): `version`, `quantity` and the
 * v3/v5 `namespace` (a preset's UUID or one of the visitor's own). Input (remembered, in links'
 * fragment): the v3/v5 `name`. The generated UUIDs are output, never state.
 */
export const uuidGeneratorState = {
  schema: z.object({
    version: z._default(z.enum(UUID_VERSIONS), 'v4'),
    quantity: z._default(z.int().check(z.minimum(UUID_QUANTITY_MIN), z.maximum(UUID_QUANTITY_MAX)), 1),
    // Long enough for every spelling parseNamespace accepts ("urn:uuid:…", braces, spaces around).
    namespace: z._default(z.string().check(z.maxLength(100)), UUID_NAMESPACES.DNS),
    name: z._default(z.string(), ''),
  }),
  options: ['version', 'quantity', 'namespace'],
} satisfies ToolStateSpec;
