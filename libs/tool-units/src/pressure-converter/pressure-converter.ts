import { convertOfKind, unitsOfKind, type ConvertedValue, type Precision, type UnitDef } from '../unit-converter/unit-converter.js';

/**
 * The pressure units the converter knows, in display order (rare and SI-prefixed ones included, flagged
 * `more`): each with its factor to the SI unit, whether it is exact, and its source (NIST SP 811 Appendix B.8,
 * SI Brochure 9th edition, or the definition named).
 */
export const PRESSURE_UNITS: readonly UnitDef[] = unitsOfKind('pressure', { all: true });

/**
 * Converts a pressure between two units, in decimal arithmetic: exact factors give exact results.
 *
 * @param value - the pressure in `from`, as typed (`12`, `-0.5`, `1e3`, `1 000`).
 * @param from - the id of its unit (see {@link PRESSURE_UNITS}), e.g. `'atm'`.
 * @param to - the id of the target unit.
 * @param precision - display rounding; 15 significant digits by default.
 * @returns the result's text and whether it is `exact`, `rounded` or `approximate` (a measured factor).
 * @throws ToolInputError when the value is not a number or a unit is not a pressure unit.
 */
export function convertPressure(value: string, from: string, to: string, precision?: Precision): ConvertedValue {
  return convertOfKind('pressure', value, from, to, precision);
}
