import type { Tool } from '@handy-tools/ui/kit';
import { ansibleVaultCryptDecrypt } from './ansible-vault-crypt-decrypt/meta.js';
import { bip39Generator } from './bip39-generator/meta.js';
import { encryption } from './encryption/meta.js';
import { jwtGenerator } from './jwt-generator/meta.js';
import { jwtParser } from './jwt-parser/meta.js';
import { otpGenerator } from './otp-generator/meta.js';
import { passphraseGenerator } from './passphrase-generator/meta.js';
import { passwordStrengthAnalyser } from './password-strength-analyser/meta.js';
import { pinCodeGenerator } from './pin-code-generator/meta.js';
import { tokenGenerator } from './token-generator/meta.js';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [tokenGenerator, pinCodeGenerator, otpGenerator, jwtParser, bip39Generator, passphraseGenerator, passwordStrengthAnalyser, jwtGenerator, encryption, ansibleVaultCryptDecrypt];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export { ansibleVaultCryptDecrypt as ansibleVaultCryptDecryptTool, bip39Generator as bip39GeneratorTool, encryption as encryptionTool, jwtGenerator as jwtGeneratorTool, jwtParser as jwtParserTool, otpGenerator as otpGeneratorTool, passphraseGenerator as passphraseGeneratorTool, passwordStrengthAnalyser as passwordStrengthAnalyserTool, pinCodeGenerator as pinCodeGeneratorTool, tokenGenerator as tokenGeneratorTool };

export * from './shared/random.js';
export * from './token-generator/token-generator.js';
export * from './pin-code-generator/pin-code-generator.js';
export * from './otp-generator/otp-generator.js';
export * from './jwt-parser/jwt-parser.js';
export * from './bip39-generator/bip39-generator.js';
export * from './passphrase-generator/passphrase-generator.js';
export * from './password-strength-analyser/password-strength-analyser.js';
export * from './jwt-generator/jwt-generator.js';
export * from './encryption/encryption.js';
export * from './ansible-vault-crypt-decrypt/ansible-vault-crypt-decrypt.js';
