import { pgpEncryptionTool } from './pgp-encryption/meta.js';
import { pgpKeyPairGeneratorTool } from './pgp-key-pair-generator/meta.js';
import type { Tool } from '@handy-tools/ui/kit';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [pgpKeyPairGeneratorTool, pgpEncryptionTool];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export { pgpKeyPairGeneratorTool, pgpEncryptionTool };
export * from './pgp-key-pair-generator/pgp-key-pair-generator.js';
export * from './pgp-encryption/pgp-encryption.js';
