import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { QUANTITY_MAX, QUANTITY_MIN } from '../shared/quantity.js';
import { ULID_FORMATS } from './ulid-generator.js';

/**
 * The ULID generator's state. Options (in the query string): `quantity`, `format` (lines or a
 * JSON array) and `monotonic`. Input (remembered, in links' fragment): `ulid`, the ULID to
 * decode. The generated ULIDs are output, never state.
 */
export const ulidGeneratorState = {
  schema: z.object({
    quantity: z._default(z.int().check(z.minimum(QUANTITY_MIN), z.maximum(QUANTITY_MAX)), 1),
    format: z._default(z.enum(ULID_FORMATS), 'lines'),
    monotonic: z._default(z.boolean(), false),
    ulid: z._default(z.string().check(z.maxLength(200)), ''),
  }),
  options: ['quantity', 'format', 'monotonic'],
} satisfies ToolStateSpec;
