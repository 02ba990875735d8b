import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

const term = z.string().check(z.maxLength(10_000));

/** A text directive as the form holds it: all four terms, '' when unused. */
export const directiveSchema = z.object({ textStart: term, textEnd: term, prefix: term, suffix: term });

/** An empty text directive (the form's first row). */
export const EMPTY_DIRECTIVE = { textStart: '', textEnd: '', prefix: '', suffix: '' };

/**
 * The text fragment maker's state: the page URL and the directives' texts are inputs (remembered,
 * in links' fragment); what to do with existing directives and the comma reading are options.
 */
export const urlTextFragmentMakerState = {
  schema: z.object({
    url: z._default(z.string().check(z.maxLength(100_000)), ''),
    directives: z._default(z.array(directiveSchema).check(z.minLength(1), z.maxLength(20)), [EMPTY_DIRECTIVE]),
    existing: z._default(z.enum(['keep', 'replace']), 'keep'),
    commaSeparatedStarts: z._default(z.boolean(), false),
  }),
  options: ['existing', 'commaSeparatedStarts'],
  secrets: [],
} satisfies ToolStateSpec;
