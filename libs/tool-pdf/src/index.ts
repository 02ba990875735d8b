import { pdfLinearizeTool } from './pdf-linearize/meta.js';
import { pdfUnlockTool } from './pdf-unlock/meta.js';
import { pdfEncryptTool } from './pdf-encrypt/meta.js';
import { pdfSignatureCheckerTool } from './pdf-signature-checker/meta.js';
import type { Tool } from '@handy-tools/ui/kit';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [pdfSignatureCheckerTool, pdfEncryptTool, pdfUnlockTool, pdfLinearizeTool];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export { pdfSignatureCheckerTool, pdfEncryptTool, pdfUnlockTool, pdfLinearizeTool };
export * from './pdf-signature-checker/pdf-signature-checker.js';
export * from './pdf-encrypt/pdf-encrypt.js';
export * from './pdf-unlock/pdf-unlock.js';
export * from './pdf-linearize/pdf-linearize.js';
