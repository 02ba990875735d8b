import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import type { TemperatureScale } from './temperature-converter.js';

const SCALE_IDS = ['kelvin', 'celsius', 'fahrenheit', 'rankine', 'delisle', 'newton', 'reaumur', 'romer'] as const satisfies readonly TemperatureScale[];

/**
 * The temperature converter's state: the field the visitor edited last (`scale`) and its text
 * as typed (`value`, e.g. `{ scale: 'celsius', value: '100' }`). Both are inputs (remembered,
 * in links' fragment), kept together so a restored text is always read in its own scale; the
 * seven other fields are derived from them, never state. The tool has no options.
 */
export const temperatureConverterState = {
  schema: z.object({
    scale: z._default(z.enum(SCALE_IDS), 'celsius'),
    // A temperature is a few characters; the bound only keeps hostile links out.
    value: z._default(z.string().check(z.maxLength(1000)), '0'),
  }),
  options: [],
} satisfies ToolStateSpec;
