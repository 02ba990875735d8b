import { ToolInputError } from '@handy-tools/ui/kit';
import Decimal from 'decimal.js';
import { parseDataDecimal, type DataDecimal } from '../data-storage-unit-converter/data-storage-unit-converter.js';

/** The unit the device's power is typed in. */
export type EnergyPowerUnit = 'W' | 'kW';

/** What the energy cost calculator takes: all decimals as typed. */
export interface EnergyCostInput {
  /** The device's power draw, in `powerUnit`. */
  power: string;
  powerUnit: EnergyPowerUnit;
  /** Hours of use per day, 0–24. */
  hoursPerDay: string;
  /** Number of days. */
  days: string;
  /** Price of one kilowatt-hour, in any currency. */
  pricePerKwh: string;
}

/** The energy used and what it costs, exact. */
export interface EnergyCost {
  /** Energy per day, in kWh. */
  kwhPerDay: DataDecimal;
  /** Energy over all the days, in kWh. */
  kwhTotal: DataDecimal;
  /** Cost per day, in the price's currency. */
  costPerDay: DataDecimal;
  /** Cost over all the days. */
  costTotal: DataDecimal;
  /** Energy and cost for a year of 365 days at the same use (kWh, currency). */
  kwhPerYear: DataDecimal;
  costPerYear: DataDecimal;
}

/**
 * Computes a device's energy use and its cost: E [kWh] = P [W] × t [h] ÷ 1000 (1 kWh = 3.6 MJ,
 * NIST SP 811 (2008) appendix B.8), cost = E × price per kWh. Every figure is an exact decimal
 * (decimal.js): no binary floating-point error in money amounts.
 *
 * @param input - the typed values (see {@link EnergyCostInput}).
 * @returns per day, total and per year (365 days) energy and cost.
 * @throws ToolInputError when a value is not a non-negative number (the message names the
 *   field), or hours per day exceed 24.
 */
export function computeEnergyCost(input: EnergyCostInput): EnergyCost {
  if (input.powerUnit !== 'W' && input.powerUnit !== 'kW') throw new ToolInputError('The power unit must be W or kW.');
  const power = parseDataDecimal(input.power, 'The power');
  const watts = input.powerUnit === 'kW' ? power.times(1000) : power;
  const hours = parseDataDecimal(input.hoursPerDay, 'Hours per day');
  if (hours.greaterThan(24)) throw new ToolInputError('A day has 24 hours: enter at most 24 hours per day.');
  const days = parseDataDecimal(input.days, 'The number of days');
  const price = parseDataDecimal(input.pricePerKwh, 'The price');
  const kwhPerDay = watts.times(hours).div(1000);
  const kwhTotal = kwhPerDay.times(days);
  const kwhPerYear = kwhPerDay.times(365);
  return {
    kwhPerDay,
    kwhTotal,
    costPerDay: kwhPerDay.times(price),
    costTotal: kwhTotal.times(price),
    kwhPerYear,
    costPerYear: kwhPerYear.times(price),
  };
}

/**
 * Rounds a money amount for display: to `decimals` places, half away from zero (commercial
 * rounding), zeros kept (`12.50`).
 *
 * @param amount - the exact amount.
 * @param decimals - places, 0–10 (default 2).
 * @returns e.g. `"12.50"`.
 */
export function formatEnergyMoney(amount: DataDecimal, decimals = 2): string {
  const places = Math.max(0, Math.min(10, Math.trunc(Number.isFinite(decimals) ? decimals : 2)));
  return amount.toFixed(places, Decimal.ROUND_HALF_UP);
}

