import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The licence compatibility tool's state, all inputs: the licence of the code (`from`), the
 * licence of the work it goes into (`into`), an SPDX expression to check (`expression`) against
 * the comma-separated licences you accept (`accepted`).
 */
export const softwareLicenceCompatibilityState = {
  schema: z.object({
    from: z._default(z.string().check(z.maxLength(100)), 'MIT'),
    into: z._default(z.string().check(z.maxLength(100)), 'GPL-3.0-or-later'),
    expression: z._default(z.string().check(z.maxLength(2000)), 'MIT OR Apache-2.0'),
    accepted: z._default(z.string().check(z.maxLength(2000)), 'MIT, ISC, BSD-2-Clause, BSD-3-Clause'),
  }),
  options: [],
  secrets: [],
} satisfies ToolStateSpec;
