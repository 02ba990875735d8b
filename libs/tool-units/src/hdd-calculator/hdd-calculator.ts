import { ToolInputError } from '@handy-tools/ui/kit';
import {
  convertToAllDataUnits,
  dataUnit,
  type DataDecimal,
} from '../data-storage-unit-converter/data-storage-unit-converter.js';

/** The decimal units a disk is sold in (the "marketed" capacity): kB … EB (SI, powers of 1000). */
export const DECIMAL_DISK_UNITS = ['kB', 'MB', 'GB', 'TB', 'PB', 'EB'] as const;
/** The binary units an operating system counts in: KiB … EiB (IEC, powers of 1024). */
export const BINARY_DISK_UNITS = ['KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB'] as const;
/** A unit of the disk capacity calculator: bytes, or one of its decimal or binary units. */
export type DiskUnit = 'B' | (typeof DECIMAL_DISK_UNITS)[number] | (typeof BINARY_DISK_UNITS)[number];
/** Every unit the calculator shows, bytes first. */
export const DISK_UNITS: readonly DiskUnit[] = ['B', ...DECIMAL_DISK_UNITS, ...BINARY_DISK_UNITS];

/**
 * A capacity in every unit of {@link DISK_UNITS}.
 *
 * @param value - the capacity in `unit`, non-negative.
 * @param unit - its unit.
 * @returns the exact capacity in each unit, keyed by unit.
 * @throws ToolInputError for an unknown unit or a negative value.
 */
export function diskCapacityInAllUnits(value: DataDecimal, unit: DiskUnit): Record<DiskUnit, DataDecimal> {
  if (!(DISK_UNITS as readonly string[]).includes(unit)) throw new ToolInputError(`Unknown disk capacity unit "${String(unit).slice(0, 40)}".`);
  if (value.isNegative() && !value.isZero()) throw new ToolInputError('A capacity cannot be negative.');
  const all = convertToAllDataUnits(value, unit);
  const out = {} as Record<DiskUnit, DataDecimal>;
  for (const u of DISK_UNITS) out[u] = all[u]!;
  return out;
}

/** A capacity as a file manager prints it: the largest unit in which it is at least 1. */
export interface DisplayedCapacity {
  /** The value in that unit (exact). */
  value: DataDecimal;
  /** The unit. */
  unit: DiskUnit;
}

/**
 * The capacity in the largest unit of a system in which it is at least 1, as file managers
 * print sizes: binary (Windows Explorer, which writes "GB" for GiB) or decimal (macOS since
 * 10.6, GNOME and KDE by default).
 *
 * @param bytes - the capacity in bytes.
 * @param system - `'binary'` (KiB … EiB) or `'decimal'` (kB … EB).
 * @returns the value and its unit; bytes below 1 kB / 1 KiB stay in bytes.
 */
export function displayedCapacity(bytes: DataDecimal, system: 'binary' | 'decimal'): DisplayedCapacity {
  const units = system === 'binary' ? BINARY_DISK_UNITS : DECIMAL_DISK_UNITS;
  let best: DisplayedCapacity = { value: bytes, unit: 'B' };
  for (const u of units) {
    const v = bytes.div(dataUnit(u).bits.toString()).times(8);
    if (v.greaterThanOrEqualTo(1)) best = { value: v, unit: u };
  }
  return best;
}

/** The IDEMA LBA1-03 sector count of a disk and the capacity it gives. */
export interface IdemaCapacity {
  /** The advertised capacity in whole decimal gigabytes (10^9 bytes). */
  gigabytes: bigint;
  /** Logical sectors of 512 bytes. */
  sectors512: bigint;
  /** Logical sectors of 4,096 bytes (Advanced Format 4Kn). */
  sectors4096: bigint;
  /** The bytes those sectors hold (the same for both sector sizes). */
  bytes: bigint;
}

/**
 * The number of logical sectors IDEMA's standard LBA1-03 ("LBA Count for IDE Hard Disk
 * Drives Standard") assigns to a disk of an advertised capacity, which is what the disk
 * really holds: 97,696,368 + 1,953,504 × (GB − 50) sectors of 512 bytes, or 12,212,046 +
 * 244,188 × (GB − 50) sectors of 4,096 bytes. For 1 TB this gives 1,953,525,168 sectors,
 * 1,000,204,886,016 bytes.
 *
 * @param bytes - the advertised capacity in bytes.
 * @returns the sector counts, or null when the capacity is not a whole number of gigabytes of
 *   at least 50 GB (the standard's domain).
 */
export function idemaCapacity(bytes: DataDecimal): IdemaCapacity | null {
  const gb = bytes.div(1e9);
  if (!gb.isInteger() || gb.lessThan(50)) return null;
  const gigabytes = BigInt(gb.toFixed());
  const sectors512 = 97_696_368n + 1_953_504n * (gigabytes - 50n);
  const sectors4096 = 12_212_046n + 244_188n * (gigabytes - 50n);
  return { gigabytes, sectors512, sectors4096, bytes: sectors512 * 512n };
}

