import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { SNOWFLAKE_EPOCH_MAX, SNOWFLAKE_EPOCHS, SNOWFLAKE_PLATFORMS } from './snowflake-id-extractor.js';

/**
 * The Snowflake ID extractor's state. Options (in the query string): `platform` (twitter,
 * discord, custom) and `epoch` (the custom epoch, Unix ms). Input (remembered, in links'
 * fragment): the `id`. The decoded parts are output, never state.
 */
export const snowflakeIdExtractorState = {
  schema: z.object({
    platform: z._default(z.enum(SNOWFLAKE_PLATFORMS), 'twitter'),
    epoch: z._default(z.int().check(z.minimum(0), z.maximum(SNOWFLAKE_EPOCH_MAX)), SNOWFLAKE_EPOCHS.twitter),
    id: z._default(z.string().check(z.maxLength(100)), ''),
  }),
  options: ['platform', 'epoch'],
} satisfies ToolStateSpec;
