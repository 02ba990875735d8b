// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { IconTool } from '@tabler/icons-react';
import type { ToolExtras } from '@handy-tools/ui/kit';

/** This family's tools' icons, English descriptions and keywords, by path: loaded lazily by the shell. */
export const toolExtras: Record<string, ToolExtras> = {
  "/base-converter": { icon: IconTool, description: "Convert integers of any size between bases 2 to 64: binary, octal, decimal, hexadecimal and more.", keywords: ["base","converter"] },
  "/roman-numeral-converter": { icon: IconTool, description: "Convert numbers from 1 to 3999 to Roman numerals and back.", keywords: ["roman","numeral","converter"] },
  "/floating-point-converter": { icon: IconTool, description: "See how a number is stored in binary32 and binary64: sign, exponent, mantissa, hex, exact value and rounding error.", keywords: ["floating","point","converter"] },
  "/math-evaluator": { icon: IconTool, description: "Evaluate math expressions with functions, constants, units and matrices.", keywords: ["math","evaluator"] },
  "/percentage-calculator": { icon: IconTool, description: "Compute X% of Y, what percentage X is of Y, and the change from X to Y.", keywords: ["percentage","calculator"] },
  "/aspect-ratio-calculator": { icon: IconTool, description: "Reduce a width and height to their ratio, or find the missing dimension for a ratio.", keywords: ["aspect","ratio","calculator"] },
  "/geo-distance-calculator": { icon: IconTool, description: "Compute the distance and bearing between two points, on a sphere and on the WGS-84 ellipsoid.", keywords: ["geo","distance","calculator"] },
  "/raid-calculator": { icon: IconTool, description: "Compute the usable capacity, fault tolerance and speed of RAID 0, 1, 5, 6, 10, 50 and 60 arrays.", keywords: ["raid","calculator"] },
  "/rmb-numbers": { icon: IconTool, description: "Write an amount in Chinese uppercase RMB numerals, as on cheques and invoices.", keywords: ["rmb","numbers"] },
  "/math-formats-converter": { icon: IconTool, description: "Convert formulas between LaTeX, MathML and AsciiMath, with a live preview.", keywords: ["math","formats","converter"] },
  "/math-ocr": { icon: IconTool, description: "Read a formula from an image and write it as LaTeX, with a model downloaded on first use.", keywords: ["math","ocr"] },
};
