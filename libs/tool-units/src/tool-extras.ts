// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { IconTemperature, IconTool } from '@tabler/icons-react';
import type { ToolExtras } from '@handy-tools/ui/kit';

/** This family's tools' icons, English descriptions and keywords, by path: loaded lazily by the shell. */
export const toolExtras: Record<string, ToolExtras> = {
  "/temperature-converter": { icon: IconTemperature, description: "Convert temperatures between Kelvin, Celsius, Fahrenheit, Rankine, Delisle, Newton, Réaumur and Rømer: type in any field, the others follow.", keywords: ["temperature","converter","kelvin","celsius","fahrenheit","rankine","delisle","newton","reaumur","romer","degree"] },
  "/length-converter": { icon: IconTool, description: "Convert lengths between metres, kilometres, inches, feet, yards, miles, nautical miles and more: type in any field, the others follow.", keywords: ["length","converter"] },
  "/area-converter": { icon: IconTool, description: "Convert areas between square metres, hectares, acres, square feet and more: type in any field, the others follow.", keywords: ["area","converter"] },
  "/volume-converter": { icon: IconTool, description: "Convert volumes between litres, cubic metres, US and imperial gallons, cups, fluid ounces and more.", keywords: ["volume","converter"] },
  "/mass-converter": { icon: IconTool, description: "Convert masses between kilograms, grams, pounds, ounces, stones, tons and more.", keywords: ["mass","converter"] },
  "/pressure-converter": { icon: IconTool, description: "Convert pressures between pascals, bar, atmospheres, psi, mmHg, torr and inches of mercury.", keywords: ["pressure","converter"] },
  "/force-converter": { icon: IconTool, description: "Convert forces between newtons, kilonewtons, dynes, pound-force and kilogram-force.", keywords: ["force","converter"] },
  "/energy-converter": { icon: IconTool, description: "Convert energy between joules, calories, watt-hours, kilowatt-hours, electronvolts, BTU and more.", keywords: ["energy","converter"] },
  "/power-converter": { icon: IconTool, description: "Convert power between watts, kilowatts, horsepower, BTU per hour and more.", keywords: ["power","converter"] },
  "/angle-converter": { icon: IconTool, description: "Convert angles between degrees, radians, gradians, arcminutes, arcseconds and turns.", keywords: ["angle","converter"] },
  "/illuminance-converter": { icon: IconTool, description: "Convert illuminance between lux, foot-candles, phots, nox and lumens per square metre or foot.", keywords: ["illuminance","converter"] },
  "/many-units-converter": { icon: IconTool, description: "Convert any quantity between units: pick them from the list or type “12 ft in m”.", keywords: ["many","units","converter"] },
  "/ies-lighting-guidelines": { icon: IconTool, description: "Look up the recommended illuminance, in lux and foot-candles, for a space or task.", keywords: ["ies","lighting","guidelines"] },
  "/data-storage-unit-converter": { icon: IconTool, description: "Convert bits and bytes between SI units (kB, MB, GB…) and IEC units (KiB, MiB, GiB…), exactly.", keywords: ["data","storage","unit","converter"] },
  "/data-transfer-rate-converter": { icon: IconTool, description: "Convert bit/s and B/s units, and compute how long a transfer takes or the rate it needs.", keywords: ["data","transfer","rate","converter"] },
  "/hdd-calculator": { icon: IconTool, description: "See what a disk's advertised decimal capacity shows as in an operating system's binary units, and back.", keywords: ["hdd","calculator"] },
  "/energy-computer": { icon: IconTool, description: "Compute a device's energy use and its cost from its power, hours per day, days and price per kWh.", keywords: ["energy","computer"] },
  "/smart-raw-converter": { icon: IconTool, description: "Split a S.M.A.R.T. attribute's 48-bit raw value into the fields packed in it.", keywords: ["smart","raw","converter"] },
};
