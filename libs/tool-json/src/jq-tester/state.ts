import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** RFC 9535 §1.5, Figure 1: the bookstore JSON its examples query. The input before the visitor types anything. */
export const BOOKSTORE_JSON = `{
  "store": {
    "book": [
      { "category": "reference", "author": "Nigel Rees", "title": "Sayings of the Century", "price": 8.95 },
      { "category": "fiction", "author": "Evelyn Waugh", "title": "Sword of Honour", "price": 12.99 },
      { "category": "fiction", "author": "Herman Melville", "title": "Moby Dick", "isbn": "0-553-21311-3", "price": 8.99 },
      { "category": "fiction", "author": "J. R. R. Tolkien", "title": "The Lord of the Rings", "isbn": "0-395-19395-8", "price": 22.99 }
    ],
    "bicycle": { "color": "red", "price": 399 }
  }
}`;

/**
 * The jq/JSONPath tester's state. Options (in the query string): `language` (`jq` or
 * `jsonpath`), `json5` (lenient input), jq's `rawOutput` (-r), `compact` (-c, also for
 * JSONPath), `slurp` (-s), `nullInput` (-n), `sortKeys` (-S), and JSONPath's `paths` (normalized
 * paths instead of values), and `indent` of JSON results (0–7 spaces or `'tab'`: jq's `--indent n`
 * / `--tab`; the choice is remembered across the JSON tools). Inputs (remembered, in links' fragment): the JSON `input` (up to
 * 1,000,000 characters; bigger documents are opened from a file and kept out of the state) and
 * the `query`.
 */
export const jqTesterState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), BOOKSTORE_JSON),
    query: z._default(z.string().check(z.maxLength(20_000)), '.store.book[] | select(.price < 10) | .title'),
    language: z._default(z.enum(['jq', 'jsonpath']), 'jq'),
    json5: z._default(z.boolean(), true),
    rawOutput: z._default(z.boolean(), false),
    compact: z._default(z.boolean(), false),
    slurp: z._default(z.boolean(), false),
    nullInput: z._default(z.boolean(), false),
    sortKeys: z._default(z.boolean(), false),
    paths: z._default(z.boolean(), false),
    indent: z._default(z.union([z.int().check(z.minimum(0), z.maximum(7)), z.literal('tab')]), 2),
  }),
  options: ['language', 'json5', 'rawOutput', 'compact', 'slurp', 'nullInput', 'sortKeys', 'paths', 'indent'],
  secrets: [],
} satisfies ToolStateSpec;
