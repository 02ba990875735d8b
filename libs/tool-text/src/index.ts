import type { Tool } from '@handy-tools/ui/kit';
import { caseConverter } from './case-converter/meta.js';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [caseConverter];

export * from './case-converter/case-converter.js';
