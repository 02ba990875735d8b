import type { Tool } from '@handy-tools/ui/kit';
import { ipv4SubnetCalculator } from './ipv4-subnet-calculator/meta.js';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [ipv4SubnetCalculator];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export { ipv4SubnetCalculator as ipv4SubnetCalculatorTool };

export * from './ipv4-subnet-calculator/ipv4-subnet-calculator.js';
export * from './shared/ipv4.js';
