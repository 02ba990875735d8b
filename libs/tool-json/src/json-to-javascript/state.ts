import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** What the input holds before the visitor types anything. */
export const SAMPLE_JSON = '{"name": "Handy Tools", "version": 2, "tags": ["json", "js"], "content-type": "application/json"}';

/**
 * The JSON to JavaScript state. Options (query string): `declaration`, `name`, `semicolon`,
 * `quote`, `indent`, `trailingCommas`. Input (remembered, link fragment): the JSON text `input`
 * (at most 1 MB; bigger documents are opened as files, which are not state).
 */
export const jsonToJavascriptState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), SAMPLE_JSON),
    declaration: z._default(z.enum(['none', 'const', 'let', 'export-const', 'export-default', 'module-exports']), 'const'),
    name: z._default(z.string().check(z.maxLength(100)), 'data'),
    semicolon: z._default(z.boolean(), true),
    quote: z._default(z.enum(['single', 'double']), 'single'),
    indent: z._default(z.union([z.int().check(z.minimum(0), z.maximum(8)), z.literal('tab')]), 2),
    trailingCommas: z._default(z.boolean(), false),
  }),
  options: ['declaration', 'name', 'semicolon', 'quote', 'indent', 'trailingCommas'],
} satisfies ToolStateSpec;
