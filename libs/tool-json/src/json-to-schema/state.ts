import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The state of the JSON to Schema tool. Options (query string): `samples`, `output`, `formats`,
 * `tableName`, `indent` (of the JSON outputs: 0–8 spaces or `'tab'`, remembered across the JSON tools). Input (remembered, in links' fragment): the samples `input` (at most 1,000,000
 * characters; bigger files are opened and never stored). The output is derived, never state.
 */
export const jsonToSchemaState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), ''),
    samples: z._default(z.enum(['document', 'array', 'lines']), 'document'),
    output: z._default(z.enum(['json-schema', 'mysql', 'mongoose', 'bigquery', 'clickhouse']), 'json-schema'),
    formats: z._default(z.boolean(), true),
    tableName: z._default(z.string().check(z.maxLength(128)), 'data'),
    indent: z._default(z.union([z.int().check(z.minimum(0), z.maximum(8)), z.literal('tab')]), 2),
  }),
  options: ['samples', 'output', 'formats', 'tableName', 'indent'],
  secrets: [],
} satisfies ToolStateSpec;
