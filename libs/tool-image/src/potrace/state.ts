import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { SAMPLES, TURN_POLICIES } from './potrace.js';

/**
 * The tracer's state: `sample` (a built-in picture drawn in code, or '' for the visitor's own image —
 * images are never stored nor put in links) is an input; every tracing setting is an option, kept
 * in the query string. Decimal settings are kept as typed text so a half-typed value is not lost.
 */
export const potraceState = {
  schema: z.object({
    sample: z._default(z.enum(['', ...SAMPLES]), ''),
    mode: z._default(z.enum(['mono', 'color']), 'mono'),
    colors: z._default(z.int().check(z.minimum(2), z.maximum(64)), 8),
    autoThreshold: z._default(z.boolean(), true),
    threshold: z._default(z.int().check(z.minimum(0), z.maximum(255)), 128),
    invert: z._default(z.boolean(), false),
    steps: z._default(z.int().check(z.minimum(1), z.maximum(16)), 1),
    turdSize: z._default(z.int().check(z.minimum(0), z.maximum(100_000)), 2),
    turnPolicy: z._default(z.enum(TURN_POLICIES), 'minority'),
    alphaMax: z._default(z.string(), '1'),
    optCurve: z._default(z.boolean(), true),
    optTolerance: z._default(z.string(), '0.2'),
    color: z._default(z.string(), '#000000'),
    background: z._default(z.string(), ''),
    maxMegapixels: z._default(z.int().check(z.minimum(1), z.maximum(50)), 12),
  }),
  options: [
    'mode',
    'colors',
    'autoThreshold',
    'threshold',
    'invert',
    'steps',
    'turdSize',
    'turnPolicy',
    'alphaMax',
    'optCurve',
    'optTolerance',
    'color',
    'background',
    'maxMegapixels',
  ],
  secrets: [],
} satisfies ToolStateSpec;
