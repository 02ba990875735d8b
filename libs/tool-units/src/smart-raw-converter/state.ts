import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { SMART_ATTRIBUTE_PRESETS, SMART_RAW_FORMATS } from './smart-raw-converter.js';

const PRESET_IDS = ['custom', ...SMART_ATTRIBUTE_PRESETS.map((p) => p.id)] as [string, ...string[]];

/**
 * The S.M.A.R.T. raw value decoder's state: the raw value as typed (`raw`, decimal or 0x hex;
 * an input, remembered and in links' fragment) and two options (query string): the attribute
 * `preset` (an attribute id with its usual reading, e.g. `194` or `1-seagate`, or `custom`)
 * and the raw `format` used when the preset is `custom`.
 */
export const smartRawConverterState = {
  schema: z.object({
    raw: z._default(z.string().check(z.maxLength(1000)), '0xFE45E3'),
    preset: z._default(z.enum(PRESET_IDS), '1-seagate'),
    format: z._default(z.enum(SMART_RAW_FORMATS as unknown as [string, ...string[]]), 'raw48'),
  }),
  options: ['preset', 'format'],
  secrets: [],
} satisfies ToolStateSpec;
