import { mathOcrTool } from './math-ocr/meta.js';
import { mathFormatsConverterTool } from './math-formats-converter/meta.js';
import { rmbNumbersTool } from './rmb-numbers/meta.js';
import { raidCalculatorTool } from './raid-calculator/meta.js';
import { geoDistanceCalculatorTool } from './geo-distance-calculator/meta.js';
import { aspectRatioCalculatorTool } from './aspect-ratio-calculator/meta.js';
import { percentageCalculatorTool } from './percentage-calculator/meta.js';
import { mathEvaluatorTool } from './math-evaluator/meta.js';
import { floatingPointConverterTool } from './floating-point-converter/meta.js';
import { romanNumeralConverterTool } from './roman-numeral-converter/meta.js';
import { baseConverterTool } from './base-converter/meta.js';
import type { Tool } from '@handy-tools/ui/kit';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [baseConverterTool, romanNumeralConverterTool, floatingPointConverterTool, mathEvaluatorTool, percentageCalculatorTool, aspectRatioCalculatorTool, geoDistanceCalculatorTool, raidCalculatorTool, rmbNumbersTool, mathFormatsConverterTool, mathOcrTool];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export { baseConverterTool, romanNumeralConverterTool, floatingPointConverterTool, mathEvaluatorTool, percentageCalculatorTool, aspectRatioCalculatorTool, geoDistanceCalculatorTool, raidCalculatorTool, rmbNumbersTool, mathFormatsConverterTool, mathOcrTool };
export * from './base-converter/base-converter.js';
export * from './roman-numeral-converter/roman-numeral-converter.js';
export * from './floating-point-converter/floating-point-converter.js';
export * from './math-evaluator/math-evaluator.js';
export * from './percentage-calculator/percentage-calculator.js';
export * from './aspect-ratio-calculator/aspect-ratio-calculator.js';
export * from './geo-distance-calculator/geo-distance-calculator.js';
export * from './raid-calculator/raid-calculator.js';
export * from './rmb-numbers/rmb-numbers.js';
export * from './math-formats-converter/math-formats-converter.js';
export * from './math-ocr/math-ocr.js';
