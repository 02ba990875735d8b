import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

const indent = z.union([z.int().check(z.minimum(0), z.maximum(8)), z.literal('tab')]);

/**
 * The JSON string converter's state. Options (in the query string): `direction` (`stringify`
 * a document into a JSON string, or `parse` a JSON string back), `source` (stringify a `json`
 * document or any `text`), `innerIndent` (indent of the JSON inside the string, 0 = one line),
 * `indent` (indent of the JSON read back). Input (remembered, in links' fragment): `input`.
 */
export const jsonStringConverterState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), '{"name": "demo", "tags": ["a", "b"], "path": "C:\\\\temp"}'),
    direction: z._default(z.enum(['stringify', 'parse']), 'stringify'),
    source: z._default(z.enum(['json', 'text']), 'json'),
    innerIndent: z._default(indent, 0),
    indent: z._default(indent, 2),
  }),
  options: ['direction', 'source', 'innerIndent', 'indent'],
} satisfies ToolStateSpec;
