import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

const coordinate = (value: string) => z._default(z.string().check(z.maxLength(200)), value);

/**
 * The geo distance calculator's state: the two points' latitude and longitude as typed (decimal
 * degrees or DMS), all inputs (remembered, in links' fragment). The default is GeographicLib's
 * first worked example, JFK airport to Paris CDG. No options.
 */
export const geoDistanceCalculatorState = {
  schema: z.object({
    lat1: coordinate('40.6'),
    lon1: coordinate('-73.8'),
    lat2: coordinate('49.01666667'),
    lon2: coordinate('2.55'),
  }),
  options: [],
  secrets: [],
} satisfies ToolStateSpec;
