import type { Tool } from '@handy-tools/ui/kit';
import { bip39Generator } from './bip39-generator/meta.js';
import { jwtParser } from './jwt-parser/meta.js';
import { otpGenerator } from './otp-generator/meta.js';
import { pinCodeGenerator } from './pin-code-generator/meta.js';
import { tokenGenerator } from './token-generator/meta.js';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [tokenGenerator, pinCodeGenerator, otpGenerator, jwtParser, bip39Generator];

export * from './shared/random.js';
export * from './token-generator/token-generator.js';
export * from './pin-code-generator/pin-code-generator.js';
export * from './otp-generator/otp-generator.js';
export * from './jwt-parser/jwt-parser.js';
export * from './bip39-generator/bip39-generator.js';
