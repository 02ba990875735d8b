import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { OCR_LANGUAGE_CODES, PAGE_SEGMENTATION_MODES, PAGE_SEPARATORS } from './ocr-image.js';

/** The built-in samples of the examples: `letter` is drawn in code, `pdf` is ./fixtures/sample.pdf. */
export const OCR_SAMPLES = ['letter', 'pdf'] as const;

/**
 * The OCR tool's state. Inputs (remembered, in links): `sample` (a built-in sample, or '' for the
 * visitor's own file — files are never stored nor put in links) and `pages`, the PDF page range as
 * typed. Options (query string): the `language` (tessdata code; English ships with the app, others
 * are downloaded on demand), the page segmentation mode `psm`, `dpi` for PDF pages, how pages are
 * separated, whether paragraph lines are joined, whether runs of spaces are kept, and the
 * confidence under which words are listed as doubtful.
 */
export const ocrImageState = {
  schema: z.object({
    sample: z._default(z.enum(['', ...OCR_SAMPLES]), ''),
    pages: z._default(z.string().check(z.maxLength(200)), ''),
    language: z._default(z.enum(OCR_LANGUAGE_CODES), 'eng'),
    psm: z._default(z.enum(PAGE_SEGMENTATION_MODES), 'auto'),
    dpi: z._default(z.int().check(z.minimum(72), z.maximum(600)), 300),
    separator: z._default(z.enum(PAGE_SEPARATORS), 'heading'),
    joinLines: z._default(z.boolean(), false),
    preserveSpaces: z._default(z.boolean(), false),
    doubtfulBelow: z._default(z.int().check(z.minimum(0), z.maximum(100)), 60),
  }),
  options: ['language', 'psm', 'dpi', 'separator', 'joinLines', 'preserveSpaces', 'doubtfulBelow'],
  secrets: [],
} satisfies ToolStateSpec;
