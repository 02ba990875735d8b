import { convertOfKind, unitsOfKind, type ConvertedValue, type Precision, type UnitDef } from '../unit-converter/unit-converter.js';

/**
 * The mass units the converter knows, in display order (rare and SI-prefixed ones included, flagged
 * `more`): each with its factor to the SI unit, whether it is exact, and its source (NIST SP 811 Appendix B.8,
 * SI Brochure 9th edition, or the definition named).
 */
export const MASS_UNITS: readonly UnitDef[] = unitsOfKind('mass', { all: true });

/**
 * Converts a mass between two units, in decimal arithmetic: exact factors give exact results.
 *
 * @param value - the mass in `from`, as typed (`12`, `-0.5`, `1e3`, `1 000`).
 * @param from - the id of its unit (see {@link MASS_UNITS}), e.g. `'lb'`.
 * @param to - the id of the target unit.
 * @param precision - display rounding; 15 significant digits by default.
 * @returns the result's text and whether it is `exact`, `rounded` or `approximate` (a measured factor).
 * @throws ToolInputError when the value is not a number or a unit is not a mass unit.
 */
export function convertMass(value: string, from: string, to: string, precision?: Precision): ConvertedValue {
  return convertOfKind('mass', value, from, to, precision);
}
