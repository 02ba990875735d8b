import { sslCertConverterTool } from './ssl-cert-converter/meta.js';
import { x509CertificateGeneratorTool } from './x509-certificate-generator/meta.js';
import { csrGeneratorTool } from './csr-generator/meta.js';
import { certificateKeyParserTool } from './certificate-key-parser/meta.js';
import { rsaEcdsaSigningTool } from './rsa-ecdsa-signing/meta.js';
import { rsaEncryptionTool } from './rsa-encryption/meta.js';
import { ed25519KeyPairGeneratorTool } from './ed25519-key-pair-generator/meta.js';
import { ecdsaKeyPairGeneratorTool } from './ecdsa-key-pair-generator/meta.js';
import { rsaKeyPairGeneratorTool } from './rsa-key-pair-generator/meta.js';
import type { Tool } from '@handy-tools/ui/kit';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [rsaKeyPairGeneratorTool, ecdsaKeyPairGeneratorTool, ed25519KeyPairGeneratorTool, rsaEncryptionTool, rsaEcdsaSigningTool, certificateKeyParserTool, csrGeneratorTool, x509CertificateGeneratorTool, sslCertConverterTool];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export { rsaKeyPairGeneratorTool, ecdsaKeyPairGeneratorTool, ed25519KeyPairGeneratorTool, rsaEncryptionTool, rsaEcdsaSigningTool, certificateKeyParserTool, csrGeneratorTool, x509CertificateGeneratorTool, sslCertConverterTool };
export * from './rsa-key-pair-generator/rsa-key-pair-generator.js';
export * from './ecdsa-key-pair-generator/ecdsa-key-pair-generator.js';
export * from './ed25519-key-pair-generator/ed25519-key-pair-generator.js';
export * from './rsa-encryption/rsa-encryption.js';
export * from './rsa-ecdsa-signing/rsa-ecdsa-signing.js';
export * from './certificate-key-parser/certificate-key-parser.js';
export * from './csr-generator/csr-generator.js';
export * from './x509-certificate-generator/x509-certificate-generator.js';
export * from './ssl-cert-converter/ssl-cert-converter.js';
