import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { CRON_DIALECTS } from './crontab-generator.js';

/**
 * The cron generator's state: the expression is an input; the dialect, time zone (empty: the
 * browser's), number of runs and the description's settings are options (in the query string).
 */
export const crontabGeneratorState = {
  schema: z.object({
    expression: z._default(z.string(), '0 9 * * 1-5'),
    dialect: z._default(z.enum(CRON_DIALECTS), 'unix'),
    timeZone: z._default(z.string().check(z.maxLength(64)), ''),
    count: z._default(z.int().check(z.minimum(1), z.maximum(50)), 5),
    verbose: z._default(z.boolean(), false),
    use24Hour: z._default(z.boolean(), true),
  }),
  options: ['dialect', 'timeZone', 'count', 'verbose', 'use24Hour'],
  secrets: [],
} satisfies ToolStateSpec;
