import type { Tool } from '@handy-tools/ui/kit';
import { uuidGenerator } from './uuid-generator/meta.js';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [uuidGenerator];

export * from './uuid-generator/uuid-generator.js';
