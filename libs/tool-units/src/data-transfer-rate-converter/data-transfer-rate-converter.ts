import { ToolInputError } from '@handy-tools/ui/kit';
import Decimal from 'decimal.js';
import {
  DATA_MAX_DIGITS,
  DATA_UNITS,
  dataUnit,
  DataDecimalConstructor,
  parseDataDecimal,
  type DataDecimal,
} from '../data-storage-unit-converter/data-storage-unit-converter.js';

/** A data rate unit: a data unit per second, e.g. `Mbit/s`, `MiB/s`. */
export interface DataRateUnit {
  /** The rate unit's id and symbol: the data unit's symbol + `/s` (`Mbit/s`, `KiB/s`). */
  id: string;
  /** The data unit counted per second (`Mbit`, `KiB`). */
  dataUnit: string;
  /** The rate in bits per second, exactly. */
  bitsPerSecond: bigint;
}

/**
 * Every rate unit: each data unit of `DATA_UNITS` per second, in the same column order (SI
 * bytes, IEC bytes, SI bits, IEC bits). Symbols as IEC 80000-13 writes them: `bit/s`, `kbit/s`,
 * `MB/s`, `MiB/s` (network speeds are usually SI bits: 1 Gbit/s = 10^9 bit/s, IEEE 802.3).
 */
export const DATA_RATE_UNITS: readonly DataRateUnit[] = DATA_UNITS.map((u) => ({ id: `${u.symbol}/s`, dataUnit: u.id, bitsPerSecond: u.bits }));

const RATE_BY_ID = new Map(DATA_RATE_UNITS.map((u) => [u.id, u]));

/**
 * Looks up a rate unit.
 *
 * @param id - e.g. `'Mbit/s'`.
 * @returns the unit.
 * @throws ToolInputError when the id is not a unit of {@link DATA_RATE_UNITS}.
 */
export function dataRateUnit(id: string): DataRateUnit {
  const unit = RATE_BY_ID.get(id);
  if (!unit) throw new ToolInputError(`Unknown data rate unit "${String(id).slice(0, 40)}".`);
  return unit;
}

/**
 * Reads a rate typed in one rate unit's field: a non-negative number, optionally followed by
 * that unit's symbol (`100 Mbit/s`; `ps` is read as `/s`, so `100 Mbps` works in the Mbit/s field).
 *
 * @param text - what the user typed.
 * @param unitId - the field's rate unit id.
 * @returns the exact rate in that unit.
 * @throws ToolInputError when the text is not a non-negative number, or names another unit.
 */
export function parseDataRate(text: string, unitId: string): DataDecimal {
  const unit = dataRateUnit(unitId);
  if (text.length > DATA_MAX_DIGITS + 40) throw new ToolInputError(`The number is too long: enter at most ${DATA_MAX_DIGITS} digits.`);
  let body = text.trim();
  const suffix = /\s*([A-Za-z]+(?:\/s|ps))$/.exec(body);
  if (suffix) {
    const typed = suffix[1]!.replace(/ps$/, '/s').replace(/^([kMGTPEZYRQ]?i?)b\/s$/, '$1bit/s');
    if (typed !== unit.id) {
      const other = RATE_BY_ID.get(typed);
      throw new ToolInputError(
        other ? `This field takes ${unit.id}; type ${other.id} values in the ${other.id} field.` : `"${suffix[1]!.slice(0, 20)}" is not the unit of this field: enter a number of ${unit.id}.`,
      );
    }
    body = body.slice(0, suffix.index);
  }
  return parseDataDecimal(body, 'A data rate');
}

/**
 * Converts a rate to every rate unit.
 *
 * @param value - the rate in `from`.
 * @param from - its rate unit id.
 * @returns the exact rate in each unit of {@link DATA_RATE_UNITS}, keyed by id.
 * @throws ToolInputError for an unknown unit.
 */
export function convertToAllRateUnits(value: DataDecimal, from: string): Record<string, DataDecimal> {
  const bps = value.times(dataRateUnit(from).bitsPerSecond.toString());
  const all: Record<string, DataDecimal> = {};
  for (const u of DATA_RATE_UNITS) all[u.id] = bps.div(u.bitsPerSecond.toString());
  return all;
}

/** A duration split for display. */
export interface TransferDurationParts {
  days: bigint;
  hours: number;
  minutes: number;
  /** Seconds within the minute, exact (may have decimals). */
  seconds: DataDecimal;
  /** The whole duration in seconds, exact. */
  totalSeconds: DataDecimal;
}

/**
 * Splits seconds into days, hours, minutes and seconds.
 *
 * @param seconds - a non-negative duration in seconds.
 * @returns the parts; `seconds` keeps the fraction.
 */
export function splitTransferDuration(seconds: DataDecimal): TransferDurationParts {
  const whole = BigInt(seconds.floor().toFixed());
  const fraction = seconds.minus(seconds.floor());
  return {
    days: whole / 86400n,
    hours: Number((whole % 86400n) / 3600n),
    minutes: Number((whole % 3600n) / 60n),
    seconds: fraction.plus(Number(whole % 60n)),
    totalSeconds: seconds,
  };
}

/**
 * Formats a duration like `1 d 2 h 3 min 4.5 s` (parts that are zero left out; `0 s` for zero).
 *
 * @param seconds - a non-negative duration in seconds.
 * @param secondDecimals - decimals kept on the seconds (rounded half to even; default 3).
 * @returns the text.
 */
export function formatTransferDuration(seconds: DataDecimal, secondDecimals = 3): string {
  const rounded = seconds.toDecimalPlaces(secondDecimals, Decimal.ROUND_HALF_EVEN);
  const p = splitTransferDuration(rounded);
  const parts: string[] = [];
  if (p.days > 0n) parts.push(`${p.days} d`);
  if (p.hours > 0) parts.push(`${p.hours} h`);
  if (p.minutes > 0) parts.push(`${p.minutes} min`);
  if (!p.seconds.isZero() || parts.length === 0) parts.push(`${p.seconds.toFixed()} s`);
  return parts.join(' ');
}

/**
 * Reads a duration given as hours, minutes and seconds fields (each may be blank = 0, decimals allowed).
 *
 * @param hours - hours as typed.
 * @param minutes - minutes as typed.
 * @param seconds - seconds as typed.
 * @returns the total in seconds, exact.
 * @throws ToolInputError when a field is not a non-negative number.
 */
export function parseTransferDuration(hours: string, minutes: string, seconds: string): DataDecimal {
  const read = (text: string, what: string) => (text.trim() === '' ? new DataDecimalConstructor(0) : parseDataDecimal(text, what));
  return read(hours, 'Hours').times(3600).plus(read(minutes, 'Minutes').times(60)).plus(read(seconds, 'Seconds'));
}

/**
 * Time to transfer a size at a rate: time = size ÷ rate.
 *
 * @param size - the amount of data, in `sizeUnit`.
 * @param sizeUnit - a data unit id (`GB`, `GiB`…).
 * @param rate - the rate, in `rateUnit`.
 * @param rateUnit - a rate unit id (`Mbit/s`…).
 * @returns the time in seconds, exact to 1,000 significant digits (a finite decimal when the rate's digits allow).
 * @throws ToolInputError when the rate is zero or a unit is unknown.
 */
export function transferTime(size: DataDecimal, sizeUnit: string, rate: DataDecimal, rateUnit: string): DataDecimal {
  if (rate.isZero()) throw new ToolInputError('The rate is zero: nothing is ever transferred.');
  const bits = size.times(dataUnit(sizeUnit).bits.toString());
  return bits.div(rate.times(dataRateUnit(rateUnit).bitsPerSecond.toString()));
}

/**
 * Rate needed to transfer a size in a time: rate = size ÷ time.
 *
 * @param size - the amount of data, in `sizeUnit`.
 * @param sizeUnit - a data unit id.
 * @param seconds - the time, in seconds.
 * @param rateUnit - the rate unit of the result.
 * @returns the rate in `rateUnit`.
 * @throws ToolInputError when the time is zero or a unit is unknown.
 */
export function requiredRate(size: DataDecimal, sizeUnit: string, seconds: DataDecimal, rateUnit: string): DataDecimal {
  if (seconds.isZero()) throw new ToolInputError('The duration is zero: enter hours, minutes or seconds.');
  const bits = size.times(dataUnit(sizeUnit).bits.toString());
  return bits.div(seconds).div(dataRateUnit(rateUnit).bitsPerSecond.toString());
}

/**
 * Data transferred at a rate during a time: size = rate × time.
 *
 * @param rate - the rate, in `rateUnit`.
 * @param rateUnit - a rate unit id.
 * @param seconds - the time, in seconds.
 * @param sizeUnit - the data unit of the result.
 * @returns the amount in `sizeUnit`, exact.
 * @throws ToolInputError for an unknown unit.
 */
export function transferableAmount(rate: DataDecimal, rateUnit: string, seconds: DataDecimal, sizeUnit: string): DataDecimal {
  const bits = rate.times(dataRateUnit(rateUnit).bitsPerSecond.toString()).times(seconds);
  return bits.div(dataUnit(sizeUnit).bits.toString());
}

