// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/**
 * This family's tools' English descriptions and keywords, by path: loaded lazily by the shell. (The
 * icons are drawn from the app's sprite, apps/web/src/tools/tool-icons.svg: no icon code here.)
 */
export const toolExtras: Record<string, ToolExtras> = {
  "/color-converter": { description: "Convert a colour between hex, RGB, HSL, HWB, CMYK, Lab, LCH, OKLCH and CSS names.", keywords: ["color","colour","converter","picker","hex","rgb","hsl","hwb","cmyk","lab","lch","oklch","oklab","xyz","css","named"] },
  "/color-wheel": { description: "Pick colours on a wheel, build harmonies, check WCAG contrast and export a palette.", keywords: ["color","colour","wheel","harmony","palette","complementary","triadic","analogous","contrast","wcag","tailwind","scheme"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/color-converter": () => import('./color-converter/meta.js').then((m) => m.colorConverterTool),
  "/color-wheel": () => import('./color-wheel/meta.js').then((m) => m.colorWheelTool),
};
