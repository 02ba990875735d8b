import type { Tool } from '@handy-tools/ui/kit';
import { tokenGenerator } from './token-generator/meta.js';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [tokenGenerator];

export * from './shared/random.js';
export * from './token-generator/token-generator.js';
