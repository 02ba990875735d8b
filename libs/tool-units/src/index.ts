import type { Tool } from '@handy-tools/ui/kit';
import { temperatureConverter } from './temperature-converter/meta.js';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [temperatureConverter];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export { temperatureConverter as temperatureConverterTool };

export {
  convertTemperature,
  convertToAllScales,
  formatTemperature,
  fromKelvin,
  ICE_POINT_KELVIN,
  isBelowAbsoluteZero,
  parseTemperature,
  TEMPERATURE_SCALES,
  temperatureScale,
  toKelvin,
  type TemperatureScale,
  type TemperatureScaleInfo,
} from './temperature-converter/temperature-converter.js';
