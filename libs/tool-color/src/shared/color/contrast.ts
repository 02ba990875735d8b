import type { Rgba } from './color.js';

/**
 * Relative luminance of an sRGB colour, as WCAG 2.x defines it (alpha ignored).
 *
 * @param rgba - sRGB channels 0–255.
 * @returns the luminance, 0 (black) to 1 (white).
 * @see https://www.w3.org/TR/WCAG22/#dfn-relative-luminance
 */
export function relativeLuminance(rgba: Rgba): number {
  const lin = (v: number) => {
    const c = v / 255;
    // WCAG 2.x prints 0.03928 (from an sRGB draft); it and the standard's 0.04045 give the same result for 8-bit values.
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(rgba.r) + 0.7152 * lin(rgba.g) + 0.0722 * lin(rgba.b);
}

/**
 * WCAG 2.x contrast ratio between two colours (order does not matter; alpha ignored).
 *
 * @returns (L1 + 0.05) / (L2 + 0.05) with L1 the lighter colour's luminance: 1 to 21.
 * @see https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio
 */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Which WCAG 2.x success criteria a contrast ratio meets. */
export interface ContrastVerdicts {
  /** 1.4.3 Contrast (Minimum), normal text: ≥ 4.5. */
  aaNormal: boolean;
  /** 1.4.3, large text (≥ 18 pt, or 14 pt bold): ≥ 3. */
  aaLarge: boolean;
  /** 1.4.6 Contrast (Enhanced), normal text: ≥ 7. */
  aaaNormal: boolean;
  /** 1.4.6, large text: ≥ 4.5. */
  aaaLarge: boolean;
  /** 1.4.11 Non-text Contrast (UI components, graphics): ≥ 3. */
  nonText: boolean;
}

/**
 * The WCAG 2.x verdicts for a contrast ratio. The thresholds are compared with the exact ratio, not a
 * rounded one (WCAG: "ratios are not rounded"; 4.499:1 fails 4.5:1).
 *
 * @param ratio - a contrast ratio 1–21 (from {@link contrastRatio}).
 * @see https://www.w3.org/TR/WCAG22/#contrast-minimum
 */
export function contrastVerdicts(ratio: number): ContrastVerdicts {
  return { aaNormal: ratio >= 4.5, aaLarge: ratio >= 3, aaaNormal: ratio >= 7, aaaLarge: ratio >= 4.5, nonText: ratio >= 3 };
}

/**
 * A contrast ratio as WCAG writes it, e.g. `4.48:1` for #777 on white: rounded to two decimals, except
 * that a ratio just below a threshold (3, 4.5, 7) is truncated so it never reads as passing (4.4999 → `4.49:1`).
 *
 * @param ratio - a contrast ratio 1–21.
 */
export function formatRatio(ratio: number): string {
  let shown = Math.round(ratio * 100) / 100;
  if ([3, 4.5, 7].some((t) => ratio < t && shown >= t)) shown = Math.floor(ratio * 100) / 100;
  return `${shown.toFixed(2)}:1`;
}
