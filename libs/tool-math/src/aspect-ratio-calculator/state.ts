import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

const text = (value: string) => z._default(z.string().check(z.maxLength(500)), value);

/**
 * The aspect ratio calculator's state, all inputs (remembered, in links' fragment): the size
 * whose ratio is computed (`width` × `height`) and, for the missing side, the ratio
 * (`ratioWidth`:`ratioHeight`), which side is known (`known`) and its value (`knownValue`).
 */
export const aspectRatioCalculatorState = {
  schema: z.object({
    width: text('1920'),
    height: text('1080'),
    ratioWidth: text('16'),
    ratioHeight: text('9'),
    known: z._default(z.enum(['width', 'height']), 'width'),
    knownValue: text('1280'),
  }),
  options: [],
  secrets: [],
} satisfies ToolStateSpec;
