import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { MODIFIERS } from './keycode-info.js';

const keyPress = z.object({
  key: z.string().check(z.maxLength(64)),
  code: z.string().check(z.maxLength(64)),
  keyCode: z.int().check(z.minimum(0), z.maximum(65535)),
  which: z.int().check(z.minimum(0), z.maximum(65535)),
  location: z.int().check(z.minimum(0), z.maximum(3)),
  modifiers: z.array(z.enum(MODIFIERS)).check(z.maxLength(MODIFIERS.length)),
  repeat: z.boolean(),
  isComposing: z.boolean(),
});

/** The tool's state: the last key pressed is an input (kept, and carried in a link); capturing Tab is an option. */
export const keycodeInfoState = {
  schema: z.object({
    last: z._default(z.nullable(keyPress), null),
    captureTab: z._default(z.boolean(), false),
  }),
  options: ['captureTab'],
  secrets: [],
} satisfies ToolStateSpec;
