import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { GENERATOR_SECRET_ENCODINGS, KEY_FORMATS, SIGN_ALGORITHMS } from './jwt-generator.js';

/** The default editors: jwt.io's example claims. */
export const DEFAULT_HEADER = '{\n  "alg": "HS256",\n  "typ": "JWT"\n}';
export const DEFAULT_PAYLOAD = '{\n  "sub": "1234567890",\n  "name": "John Doe",\n  "iat": 1516239022\n}';

/**
 * The JWT generator's state. Options (query string): algorithm, secretEncoding, keyFormat (how
 * generated and derived keys are shown: PEM or JWK). Inputs
 * (remembered): header, payload. SECRETS: the HMAC secret and the private key — never stored,
 * in a link only after confirmation, in no example.
 */
export const jwtGeneratorState = {
  schema: z.object({
    header: z._default(z.string().check(z.maxLength(20_000)), DEFAULT_HEADER),
    payload: z._default(z.string().check(z.maxLength(100_000)), DEFAULT_PAYLOAD),
    algorithm: z._default(z.enum(SIGN_ALGORITHMS), 'HS256'),
    secret: z._default(z.string().check(z.maxLength(10_000)), ''),
    secretEncoding: z._default(z.enum(GENERATOR_SECRET_ENCODINGS), 'text'),
    privateKey: z._default(z.string().check(z.maxLength(20_000)), ''),
    keyFormat: z._default(z.enum(KEY_FORMATS), 'pem'),
  }),
  options: ['algorithm', 'secretEncoding', 'keyFormat'],
  secrets: ['secret', 'privateKey'],
} satisfies ToolStateSpec;
