import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The emoji picker's state: the search (`search`) and the emoji picked (`selected`, without skin
 * tone) are inputs; the group shown (`group`, '' for all), the skin tone (`tone`) and the number of
 * search results shown (`limit`) are options, in the query string.
 */
export const emojiPickerState = {
  schema: z.object({
    search: z._default(z.string().check(z.maxLength(1000)), ''),
    selected: z._default(z.string().check(z.maxLength(64)), ''),
    group: z._default(z.string().check(z.maxLength(64)), 'Smileys & Emotion'),
    tone: z._default(z.enum(['none', 'light', 'medium-light', 'medium', 'medium-dark', 'dark']), 'none'),
    limit: z._default(z.int().check(z.minimum(10), z.maximum(2000)), 300),
  }),
  options: ['group', 'tone', 'limit'],
  secrets: [],
} satisfies ToolStateSpec;
