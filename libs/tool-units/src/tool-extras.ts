// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/**
 * This family's tools' English descriptions and keywords, by path: loaded lazily by the shell. (The
 * icons are drawn from the app's sprite, apps/web/src/tools/tool-icons.svg: no icon code here.)
 */
export const toolExtras: Record<string, ToolExtras> = {
  "/temperature-converter": { description: "Convert temperatures between Kelvin, Celsius, Fahrenheit, Rankine, Delisle, Newton, Réaumur and Rømer: type in any field, the others follow.", keywords: ["temperature","converter","kelvin","celsius","fahrenheit","rankine","delisle","newton","reaumur","romer","degree"] },
  "/length-converter": { description: "Convert lengths between metres, kilometres, inches, feet, yards, miles, nautical miles and more: type in any field, the others follow.", keywords: ["length","distance","converter","metre","meter","kilometre","inch","foot","feet","yard","mile","nautical mile","light-year","parsec","astronomical unit","units"] },
  "/area-converter": { description: "Convert areas between square metres, hectares, acres, square feet and more: type in any field, the others follow.", keywords: ["area","surface","converter","square metre","square meter","hectare","acre","square foot","square feet","square mile","are","units"] },
  "/volume-converter": { description: "Convert volumes between litres, cubic metres, US and imperial gallons, cups, fluid ounces and more.", keywords: ["volume","capacity","converter","litre","liter","cubic metre","gallon","US gallon","imperial gallon","cup","fluid ounce","pint","quart","teaspoon","tablespoon","units"] },
  "/mass-converter": { description: "Convert masses between kilograms, grams, pounds, ounces, stones, tons and more.", keywords: ["mass","weight","converter","kilogram","gram","pound","ounce","stone","ton","tonne","troy ounce","carat","units"] },
  "/pressure-converter": { description: "Convert pressures between pascals, bar, atmospheres, psi, mmHg, torr and inches of mercury.", keywords: ["pressure","converter","pascal","kilopascal","bar","millibar","atmosphere","atm","psi","mmHg","torr","inHg","kgf/cm2","units"] },
  "/force-converter": { description: "Convert forces between newtons, kilonewtons, dynes, pound-force and kilogram-force.", keywords: ["force","converter","newton","kilonewton","dyne","pound-force","lbf","kilogram-force","kgf","kilopond","kip","poundal","units"] },
  "/energy-converter": { description: "Convert energy between joules, calories, watt-hours, kilowatt-hours, electronvolts, BTU and more.", keywords: ["energy","work","heat","converter","joule","calorie","kilocalorie","watt-hour","kilowatt-hour","kWh","electronvolt","BTU","therm","erg","foot-pound","units"] },
  "/power-converter": { description: "Convert power between watts, kilowatts, horsepower, BTU per hour and more.", keywords: ["power","converter","watt","kilowatt","megawatt","horsepower","hp","metric horsepower","PS","BTU per hour","ton of refrigeration","units"] },
  "/angle-converter": { description: "Convert angles between degrees, radians, gradians, arcminutes, arcseconds and turns.", keywords: ["angle","converter","degree","radian","gradian","gon","grad","arcminute","arcsecond","turn","revolution","mil","milliradian","units"] },
  "/illuminance-converter": { description: "Convert illuminance between lux, foot-candles, phots, nox and lumens per square metre or foot.", keywords: ["illuminance","light","converter","lux","foot-candle","footcandle","phot","nox","flame","lumen per square metre","lumen per square foot","units"] },
  "/many-units-converter": { description: "Convert any quantity between units: pick them from the list or type “12 ft in m”.", keywords: ["unit","units","converter","conversion","measure","length","area","volume","mass","weight","pressure","force","energy","power","angle","illuminance","imperial","metric"] },
  "/ies-lighting-guidelines": { description: "Look up the recommended illuminance, in lux and foot-candles, for a space or task.", keywords: ["ies","iesna","illuminance","lighting","guideline","light level","lux","foot-candle","footcandle","office","warehouse","classroom"] },
  "/data-storage-unit-converter": { description: "Convert bits and bytes between SI units (kB, MB, GB…) and IEC units (KiB, MiB, GiB…), exactly.", keywords: ["data","storage","unit","converter","byte","bit","kilobyte","megabyte","gigabyte","terabyte","kibibyte","mebibyte","gibibyte","tebibyte","KiB","MiB","GiB","IEC","binary prefix"] },
  "/data-transfer-rate-converter": { description: "Convert bit/s and B/s units, and compute how long a transfer takes or the rate it needs.", keywords: ["data","transfer","rate","converter","bandwidth","speed","download","time","Mbps","Mbit/s","MB/s","Gbit/s","throughput"] },
  "/hdd-calculator": { description: "See what a disk's advertised decimal capacity shows as in an operating system's binary units, and back.", keywords: ["hdd","ssd","disk","capacity","calculator","hard drive","TB","TiB","GB","GiB","missing space","IDEMA","sectors","LBA"] },
  "/energy-computer": { description: "Compute a device's energy use and its cost from its power, hours per day, days and price per kWh.", keywords: ["energy","computer","cost","electricity","kWh","watt","power","consumption","bill","appliance"] },
  "/smart-raw-converter": { description: "Split a S.M.A.R.T. attribute's 48-bit raw value into the fields packed in it.", keywords: ["smart","raw","converter","S.M.A.R.T.","smartctl","smartmontools","disk health","Seagate","Raw_Read_Error_Rate","Seek_Error_Rate","temperature","power-on hours"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/temperature-converter": () => import('./temperature-converter/meta.js').then((m) => m.temperatureConverter),
  "/length-converter": () => import('./length-converter/meta.js').then((m) => m.lengthConverterTool),
  "/area-converter": () => import('./area-converter/meta.js').then((m) => m.areaConverterTool),
  "/volume-converter": () => import('./volume-converter/meta.js').then((m) => m.volumeConverterTool),
  "/mass-converter": () => import('./mass-converter/meta.js').then((m) => m.massConverterTool),
  "/pressure-converter": () => import('./pressure-converter/meta.js').then((m) => m.pressureConverterTool),
  "/force-converter": () => import('./force-converter/meta.js').then((m) => m.forceConverterTool),
  "/energy-converter": () => import('./energy-converter/meta.js').then((m) => m.energyConverterTool),
  "/power-converter": () => import('./power-converter/meta.js').then((m) => m.powerConverterTool),
  "/angle-converter": () => import('./angle-converter/meta.js').then((m) => m.angleConverterTool),
  "/illuminance-converter": () => import('./illuminance-converter/meta.js').then((m) => m.illuminanceConverterTool),
  "/many-units-converter": () => import('./many-units-converter/meta.js').then((m) => m.manyUnitsConverterTool),
  "/ies-lighting-guidelines": () => import('./ies-lighting-guidelines/meta.js').then((m) => m.iesLightingGuidelinesTool),
  "/data-storage-unit-converter": () => import('./data-storage-unit-converter/meta.js').then((m) => m.dataStorageUnitConverterTool),
  "/data-transfer-rate-converter": () => import('./data-transfer-rate-converter/meta.js').then((m) => m.dataTransferRateConverterTool),
  "/hdd-calculator": () => import('./hdd-calculator/meta.js').then((m) => m.hddCalculatorTool),
  "/energy-computer": () => import('./energy-computer/meta.js').then((m) => m.energyComputerTool),
  "/smart-raw-converter": () => import('./smart-raw-converter/meta.js').then((m) => m.smartRawConverterTool),
};
