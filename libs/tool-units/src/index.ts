import { smartRawConverterTool } from './smart-raw-converter/meta.js';
import { energyComputerTool } from './energy-computer/meta.js';
import { hddCalculatorTool } from './hdd-calculator/meta.js';
import { dataTransferRateConverterTool } from './data-transfer-rate-converter/meta.js';
import { dataStorageUnitConverterTool } from './data-storage-unit-converter/meta.js';
import { iesLightingGuidelinesTool } from './ies-lighting-guidelines/meta.js';
import { manyUnitsConverterTool } from './many-units-converter/meta.js';
import { illuminanceConverterTool } from './illuminance-converter/meta.js';
import { angleConverterTool } from './angle-converter/meta.js';
import { powerConverterTool } from './power-converter/meta.js';
import { energyConverterTool } from './energy-converter/meta.js';
import { forceConverterTool } from './force-converter/meta.js';
import { pressureConverterTool } from './pressure-converter/meta.js';
import { massConverterTool } from './mass-converter/meta.js';
import { volumeConverterTool } from './volume-converter/meta.js';
import { areaConverterTool } from './area-converter/meta.js';
import { lengthConverterTool } from './length-converter/meta.js';
import type { Tool } from '@handy-tools/ui/kit';
import { temperatureConverter } from './temperature-converter/meta.js';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [temperatureConverter, lengthConverterTool, areaConverterTool, volumeConverterTool, massConverterTool, pressureConverterTool, forceConverterTool, energyConverterTool, powerConverterTool, angleConverterTool, illuminanceConverterTool, manyUnitsConverterTool, iesLightingGuidelinesTool, dataStorageUnitConverterTool, dataTransferRateConverterTool, hddCalculatorTool, energyComputerTool, smartRawConverterTool];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export { temperatureConverter as temperatureConverterTool, lengthConverterTool, areaConverterTool, volumeConverterTool, massConverterTool, pressureConverterTool, forceConverterTool, energyConverterTool, powerConverterTool, angleConverterTool, illuminanceConverterTool, manyUnitsConverterTool, iesLightingGuidelinesTool, dataStorageUnitConverterTool, dataTransferRateConverterTool, hddCalculatorTool, energyComputerTool, smartRawConverterTool };

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
export * from './length-converter/length-converter.js';
export * from './area-converter/area-converter.js';
export * from './volume-converter/volume-converter.js';
export * from './mass-converter/mass-converter.js';
export * from './pressure-converter/pressure-converter.js';
export * from './force-converter/force-converter.js';
export * from './energy-converter/energy-converter.js';
export * from './power-converter/power-converter.js';
export * from './angle-converter/angle-converter.js';
export * from './illuminance-converter/illuminance-converter.js';
export * from './many-units-converter/many-units-converter.js';
export * from './ies-lighting-guidelines/ies-lighting-guidelines.js';
export * from './data-storage-unit-converter/data-storage-unit-converter.js';
export * from './data-transfer-rate-converter/data-transfer-rate-converter.js';
export * from './hdd-calculator/hdd-calculator.js';
export * from './energy-computer/energy-computer.js';
export * from './smart-raw-converter/smart-raw-converter.js';
