import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** The sample formula images shipped with the tool (samples/<name>.png), for the examples. */
export const MATH_OCR_SAMPLES = ['quadratic-formula', 'gaussian-integral', 'euler-identity'] as const;

/**
 * The math OCR's state: `sample` (a shipped sample image, or '' when the image is the visitor's
 * own — images themselves are never stored nor put in links) is an input; `maxNewTokens` (the
 * longest LaTeX the model writes, in tokens) is an option, in the query string.
 */
export const mathOcrState = {
  schema: z.object({
    sample: z._default(z.enum(['', ...MATH_OCR_SAMPLES]), ''),
    maxNewTokens: z._default(z.int().check(z.minimum(16), z.maximum(1024)), 384),
  }),
  options: ['maxNewTokens'],
  secrets: [],
} satisfies ToolStateSpec;
