import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

const port = z.int().check(z.minimum(0), z.maximum(65535));

/** The tool's state: every field is a setting (kept in the query string); the drawn ports are not state. */
export const randomPortGeneratorState = {
  schema: z.object({
    min: z._default(port, 1024),
    max: z._default(port, 65535),
    count: z._default(z.int().check(z.minimum(1), z.maximum(1000)), 1),
    unique: z._default(z.boolean(), true),
    excludeWellKnown: z._default(z.boolean(), true),
    excludeAssigned: z._default(z.boolean(), false),
    exclude: z._default(z.string().check(z.maxLength(10_000)), ''),
    sort: z._default(z.boolean(), false),
    format: z._default(z.enum(['lines', 'comma', 'space']), 'lines'),
  }),
  options: ['min', 'max', 'count', 'unique', 'excludeWellKnown', 'excludeAssigned', 'exclude', 'sort', 'format'],
  secrets: [],
} satisfies ToolStateSpec;
