import { colorWheelTool } from './color-wheel/meta.js';
import { colorConverterTool } from './color-converter/meta.js';
import type { Tool } from '@handy-tools/ui/kit';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [colorConverterTool, colorWheelTool];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export { colorConverterTool, colorWheelTool };
export * from './color-converter/color-converter.js';
export * from './color-wheel/color-wheel.js';
