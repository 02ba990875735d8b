import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * IP geolocation's state: the address `ip` (an input: remembered, in links' fragment; empty
 * means the visitor's own address). The optional ipinfo.io token is not state at all: it lives
 * in the page only, never stored and never in a link. The location is output, fetched on request.
 */
export const ipGeoLocationState = {
  schema: z.object({
    ip: z._default(z.string().check(z.maxLength(200)), '8.8.8.8'),
  }),
  options: [],
  secrets: [],
} satisfies ToolStateSpec;
