// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/temperature-converter",
    name: "Temperature converter",
    createdAt: "2026-11-08",
    meta: () => import('./temperature-converter/meta.js').then((m) => m.temperatureConverter),
  }),
  toolIndexEntry({
    path: "/length-converter",
    name: "Length converter",
    createdAt: "2026-11-28",
    meta: () => import('./length-converter/meta.js').then((m) => m.lengthConverterTool),
  }),
  toolIndexEntry({
    path: "/area-converter",
    name: "Area converter",
    createdAt: "2026-11-28",
    meta: () => import('./area-converter/meta.js').then((m) => m.areaConverterTool),
  }),
  toolIndexEntry({
    path: "/volume-converter",
    name: "Volume converter",
    createdAt: "2026-11-28",
    meta: () => import('./volume-converter/meta.js').then((m) => m.volumeConverterTool),
  }),
  toolIndexEntry({
    path: "/mass-converter",
    name: "Mass converter",
    createdAt: "2026-11-28",
    meta: () => import('./mass-converter/meta.js').then((m) => m.massConverterTool),
  }),
  toolIndexEntry({
    path: "/pressure-converter",
    name: "Pressure converter",
    createdAt: "2026-11-28",
    meta: () => import('./pressure-converter/meta.js').then((m) => m.pressureConverterTool),
  }),
  toolIndexEntry({
    path: "/force-converter",
    name: "Force converter",
    createdAt: "2026-11-28",
    meta: () => import('./force-converter/meta.js').then((m) => m.forceConverterTool),
  }),
  toolIndexEntry({
    path: "/energy-converter",
    name: "Energy converter",
    createdAt: "2026-11-28",
    meta: () => import('./energy-converter/meta.js').then((m) => m.energyConverterTool),
  }),
  toolIndexEntry({
    path: "/power-converter",
    name: "Power converter",
    createdAt: "2026-11-28",
    meta: () => import('./power-converter/meta.js').then((m) => m.powerConverterTool),
  }),
  toolIndexEntry({
    path: "/angle-converter",
    name: "Angle converter",
    createdAt: "2026-11-28",
    meta: () => import('./angle-converter/meta.js').then((m) => m.angleConverterTool),
  }),
  toolIndexEntry({
    path: "/illuminance-converter",
    name: "Illuminance converter",
    createdAt: "2026-11-28",
    meta: () => import('./illuminance-converter/meta.js').then((m) => m.illuminanceConverterTool),
  }),
  toolIndexEntry({
    path: "/many-units-converter",
    name: "Unit converter",
    createdAt: "2026-11-28",
    meta: () => import('./many-units-converter/meta.js').then((m) => m.manyUnitsConverterTool),
  }),
  toolIndexEntry({
    path: "/ies-lighting-guidelines",
    name: "IES lighting guidelines",
    createdAt: "2026-11-28",
    meta: () => import('./ies-lighting-guidelines/meta.js').then((m) => m.iesLightingGuidelinesTool),
  }),
  toolIndexEntry({
    path: "/data-storage-unit-converter",
    name: "Data storage converter",
    createdAt: "2026-11-28",
    meta: () => import('./data-storage-unit-converter/meta.js').then((m) => m.dataStorageUnitConverterTool),
  }),
  toolIndexEntry({
    path: "/data-transfer-rate-converter",
    name: "Data transfer rate calculator",
    createdAt: "2026-11-28",
    meta: () => import('./data-transfer-rate-converter/meta.js').then((m) => m.dataTransferRateConverterTool),
  }),
  toolIndexEntry({
    path: "/hdd-calculator",
    name: "Disk capacity calculator",
    createdAt: "2026-11-28",
    meta: () => import('./hdd-calculator/meta.js').then((m) => m.hddCalculatorTool),
  }),
  toolIndexEntry({
    path: "/energy-computer",
    name: "Energy cost calculator",
    createdAt: "2026-11-28",
    meta: () => import('./energy-computer/meta.js').then((m) => m.energyComputerTool),
  }),
  toolIndexEntry({
    path: "/smart-raw-converter",
    name: "S.M.A.R.T. raw value decoder",
    createdAt: "2026-11-28",
    meta: () => import('./smart-raw-converter/meta.js').then((m) => m.smartRawConverterTool),
  }),
];
