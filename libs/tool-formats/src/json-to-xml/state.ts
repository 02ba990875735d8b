import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The state of the JSON to XML tool. Options (query string): JSON layout, attribute prefix / group
 * key, root name, indent, declaration. Input (remembered, in links' fragment): the JSON text `input` (at most
 * 1,000,000 characters; bigger documents are opened from a file and never stored).
 */
export const jsonToXmlState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(1_000_000)), ''),
    layout: z._default(z.enum(['fast-xml-parser', 'xml-js']), 'fast-xml-parser'),
    attributePrefix: z._default(z.string().check(z.maxLength(10)), '@_'),
    attributesGroup: z._default(z.string().check(z.maxLength(30)), ''),
    rootName: z._default(z.string().check(z.maxLength(100)), 'root'),
    indent: z._default(z.int().check(z.minimum(0), z.maximum(8)), 2),
    declaration: z._default(z.boolean(), true),
  }),
  options: ['layout', 'attributePrefix', 'attributesGroup', 'rootName', 'indent', 'declaration'],
  secrets: [],
} satisfies ToolStateSpec;
