// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { IconTemperature } from '@tabler/icons-react';
import type { ToolExtras } from '@handy-tools/ui/kit';

/** This family's tools' icons, English descriptions and keywords, by path: loaded lazily by the shell. */
export const toolExtras: Record<string, ToolExtras> = {
  "/temperature-converter": { icon: IconTemperature, description: "Convert temperatures between Kelvin, Celsius, Fahrenheit, Rankine, Delisle, Newton, Réaumur and Rømer: type in any field, the others follow.", keywords: ["temperature","converter","kelvin","celsius","fahrenheit","rankine","delisle","newton","reaumur","romer","degree"] },
};
