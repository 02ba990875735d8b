import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { BODY_TYPES, HTTP_METHODS } from './api-tester.js';

const rows = z._default(z.array(z.object({ name: z.string().check(z.maxLength(1000)), value: z.string().check(z.maxLength(100_000)) })).check(z.maxLength(200)), []);

/**
 * The API tester's state. Inputs (remembered, in links' fragment): the URL, the query parameter,
 * header and form-field rows, the body text and the raw body's content type. Options (query
 * string): the method, the body type, the no-CORS switch and the time limit in seconds (0: none). Credentials never enter the state:
 * the value of a header whose name is a credential (Authorization, Cookie, X-API-Key, …, see
 * `isSecretHeaderName`) is kept by the page in memory only and stored here as an empty string.
 */
export const apiTesterState = {
  schema: z.object({
    method: z._default(z.enum(HTTP_METHODS), 'GET'),
    url: z._default(z.string().check(z.maxLength(8000)), ''),
    params: rows,
    headers: rows,
    bodyType: z._default(z.enum(BODY_TYPES), 'none'),
    body: z._default(z.string(), ''),
    formFields: rows,
    rawContentType: z._default(z.string().check(z.maxLength(200)), 'text/plain'),
    noCors: z._default(z.boolean(), false),
    timeout: z._default(z.int().check(z.minimum(0), z.maximum(3600)), 0),
  }),
  options: ['method', 'bodyType', 'noCors', 'timeout'],
  secrets: [],
} satisfies ToolStateSpec;
