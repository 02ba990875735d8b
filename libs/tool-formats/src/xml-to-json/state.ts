import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The state of the XML to JSON tool. Options (query string): JSON layout, attribute prefix / group
 * key, arrays, array tags, CDATA, value parsing, indent. Input (remembered, in links' fragment): the XML text
 * `input` (at most 1,000,000 characters; bigger documents are opened from a file and never stored).
 */
export const xmlToJsonState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), ''),
    layout: z._default(z.enum(['fast-xml-parser', 'xml-js']), 'fast-xml-parser'),
    attributePrefix: z._default(z.string().check(z.maxLength(10)), '@_'),
    attributesGroup: z._default(z.string().check(z.maxLength(30)), ''),
    arrays: z._default(z.enum(['auto', 'all', 'tags']), 'auto'),
    arrayTags: z._default(z.string().check(z.maxLength(500)), ''),
    cdata: z._default(z.enum(['text', 'key']), 'text'),
    parseValues: z._default(z.boolean(), true),
    indent: z._default(z.int().check(z.minimum(0), z.maximum(8)), 2),
  }),
  options: ['layout', 'attributePrefix', 'attributesGroup', 'arrays', 'arrayTags', 'cdata', 'parseValues', 'indent'],
  secrets: [],
} satisfies ToolStateSpec;
