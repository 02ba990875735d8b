import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { ASCII_LANGUAGES } from './image-to-ascii-art.js';

/** The character set choices: the built-in ramps and the visitor's own. */
export const RAMP_CHOICES = ['standard', 'detailed', 'blocks', 'binary', 'simple', 'custom'] as const;

/**
 * The ASCII art tool's state: `sample` (the built-in sample image instead of the visitor's own:
 * images are never stored nor put in links) and the custom ramp are inputs; the drawing settings
 * are options (in the query string).
 */
export const imageToAsciiArtState = {
  schema: z.object({
    sample: z._default(z.boolean(), false),
    columns: z._default(z.int().check(z.minimum(1), z.maximum(500)), 100),
    ramp: z._default(z.enum(RAMP_CHOICES), 'standard'),
    customRamp: z._default(z.string(), '@#*+-. '),
    invert: z._default(z.boolean(), false),
    contrast: z._default(z.int().check(z.minimum(-100), z.maximum(100)), 0),
    brightness: z._default(z.int().check(z.minimum(-100), z.maximum(100)), 0),
    cellAspect: z._default(z.number().check(z.minimum(0.2), z.maximum(2)), 0.5),
    colored: z._default(z.boolean(), false),
    language: z._default(z.enum(ASCII_LANGUAGES), 'text'),
  }),
  options: ['columns', 'ramp', 'invert', 'contrast', 'brightness', 'cellAspect', 'colored', 'language'],
  secrets: [],
} satisfies ToolStateSpec;
