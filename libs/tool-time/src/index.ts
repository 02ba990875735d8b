import { chronometerTool } from './chronometer/meta.js';
import { etaCalculatorTool } from './eta-calculator/meta.js';
import { ttlCalculatorTool } from './ttl-calculator/meta.js';
import { slaCalculatorTool } from './sla-calculator/meta.js';
import { icalMergerTool } from './ical-merger/meta.js';
import { icalGeneratorTool } from './ical-generator/meta.js';
import { icalParserTool } from './ical-parser/meta.js';
import { timezoneConverterTool } from './timezone-converter/meta.js';
import { weekNumberConverterTool } from './week-number-converter/meta.js';
import { durationCalculatorTool } from './duration-calculator/meta.js';
import { dateDurationCalculatorTool } from './date-duration-calculator/meta.js';
import { daysCalculatorTool } from './days-calculator/meta.js';
import { dateConverterTool } from './date-converter/meta.js';
import type { Tool } from '@handy-tools/ui/kit';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [dateConverterTool, daysCalculatorTool, dateDurationCalculatorTool, durationCalculatorTool, weekNumberConverterTool, timezoneConverterTool, icalParserTool, icalGeneratorTool, icalMergerTool, slaCalculatorTool, ttlCalculatorTool, etaCalculatorTool, chronometerTool];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export { dateConverterTool, daysCalculatorTool, dateDurationCalculatorTool, durationCalculatorTool, weekNumberConverterTool, timezoneConverterTool, icalParserTool, icalGeneratorTool, icalMergerTool, slaCalculatorTool, ttlCalculatorTool, etaCalculatorTool, chronometerTool };
export * from './date-converter/date-converter.js';
export * from './days-calculator/days-calculator.js';
export * from './date-duration-calculator/date-duration-calculator.js';
export * from './duration-calculator/duration-calculator.js';
export * from './week-number-converter/week-number-converter.js';
export * from './timezone-converter/timezone-converter.js';
export * from './ical-parser/ical-parser.js';
export * from './ical-generator/ical-generator.js';
export * from './ical-merger/ical-merger.js';
export * from './sla-calculator/sla-calculator.js';
export * from './ttl-calculator/ttl-calculator.js';
export * from './eta-calculator/eta-calculator.js';
export * from './chronometer/chronometer.js';
export * from './time-zones/time-zones.js';
export * from './time-zones/countries.js';
export * from './time-zones/wall-time.js';
