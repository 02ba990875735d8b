// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/**
 * This family's tools' English descriptions and keywords, by path: loaded lazily by the shell. (The
 * icons are drawn from the app's sprite, apps/web/src/tools/tool-icons.svg: no icon code here.)
 */
export const toolExtras: Record<string, ToolExtras> = {
  "/base-converter": { description: "Convert integers of any size between bases 2 to 64: binary, octal, decimal, hexadecimal and more.", keywords: ["base","converter","radix","binary","octal","decimal","hexadecimal","hex","base36","base64","bigint","integer","number system"] },
  "/roman-numeral-converter": { description: "Convert numbers from 1 to 3999 to Roman numerals and back.", keywords: ["roman","numeral","converter","numbers","arabic","MCMXCIV","latin"] },
  "/floating-point-converter": { description: "See how a number is stored in binary32 and binary64: sign, exponent, mantissa, hex, exact value and rounding error.", keywords: ["floating","point","converter","IEEE 754","float","double","binary32","binary64","half","mantissa","exponent","NaN","subnormal","precision"] },
  "/math-evaluator": { description: "Evaluate math expressions with functions, constants, units and matrices.", keywords: ["math","evaluator","calculator","expression","mathjs","units","matrix","complex","bignumber","fraction","variables"] },
  "/percentage-calculator": { description: "Compute X% of Y, what percentage X is of Y, and the change from X to Y.", keywords: ["percentage","calculator","percent","%","increase","decrease","change","ratio","discount","markup"] },
  "/aspect-ratio-calculator": { description: "Reduce a width and height to their ratio, or find the missing dimension for a ratio.", keywords: ["aspect","ratio","calculator","resolution","width","height","16:9","4:3","21:9","resize","pixels","screen","video"] },
  "/geo-distance-calculator": { description: "Compute the distance and bearing between two points, on a sphere and on the WGS-84 ellipsoid.", keywords: ["geo","distance","calculator","haversine","great circle","geodesic","wgs84","vincenty","karney","bearing","azimuth","latitude","longitude","gps","dms","km","miles","nautical"] },
  "/raid-calculator": { description: "Compute the usable capacity, fault tolerance and speed of RAID 0, 1, 5, 6, 10, 50 and 60 arrays.", keywords: ["raid","calculator","disk","array","capacity","parity","mirror","stripe","RAID 5","RAID 6","RAID 10","NAS","fault tolerance"] },
  "/rmb-numbers": { description: "Write an amount in Chinese uppercase RMB numerals, as on cheques and invoices.", keywords: ["rmb","numbers","yuan","renminbi","chinese","uppercase","大写","金额","人民币","cheque","invoice","CNY"] },
  "/math-formats-converter": { description: "Convert math formulas between LaTeX, MathML, AsciiMath, Typst and Word (OMML), with a live preview.", keywords: ["math","formats","converter","latex","tex","mathml","asciimath","typst","omml","word","equation","formula","preview"] },
  "/math-ocr": { description: "Read a formula from an image and write it as LaTeX, with a model downloaded on first use.", keywords: ["math","ocr","latex","formula","equation","image","texify","handwriting","scan"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/base-converter": () => import('./base-converter/meta.js').then((m) => m.baseConverterTool),
  "/roman-numeral-converter": () => import('./roman-numeral-converter/meta.js').then((m) => m.romanNumeralConverterTool),
  "/floating-point-converter": () => import('./floating-point-converter/meta.js').then((m) => m.floatingPointConverterTool),
  "/math-evaluator": () => import('./math-evaluator/meta.js').then((m) => m.mathEvaluatorTool),
  "/percentage-calculator": () => import('./percentage-calculator/meta.js').then((m) => m.percentageCalculatorTool),
  "/aspect-ratio-calculator": () => import('./aspect-ratio-calculator/meta.js').then((m) => m.aspectRatioCalculatorTool),
  "/geo-distance-calculator": () => import('./geo-distance-calculator/meta.js').then((m) => m.geoDistanceCalculatorTool),
  "/raid-calculator": () => import('./raid-calculator/meta.js').then((m) => m.raidCalculatorTool),
  "/rmb-numbers": () => import('./rmb-numbers/meta.js').then((m) => m.rmbNumbersTool),
  "/math-formats-converter": () => import('./math-formats-converter/meta.js').then((m) => m.mathFormatsConverterTool),
  "/math-ocr": () => import('./math-ocr/meta.js').then((m) => m.mathOcrTool),
};
