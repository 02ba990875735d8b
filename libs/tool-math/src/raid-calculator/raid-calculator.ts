import { ToolInputError } from '@handy-tools/ui/kit';
import { mul, parseRational, rational, toDecimalText, type DecimalText } from '../percentage-calculator/rational.js';

/** The RAID levels: the standard ones (SNIA DDF 2.0) and the triple-parity RAID 7 (non-standard). */
export type RaidLevel = '0' | '1' | '5' | '6' | '10' | '50' | '60' | '7' | '70';

/** Every level, standard first. */
export const RAID_LEVELS: readonly RaidLevel[] = ['0', '1', '5', '6', '10', '50', '60', '7', '70'];

/** Whether a level is standard (SNIA Common RAID Disk Data Format 2.0) or a vendor extension. */
export const NON_STANDARD_LEVELS: readonly RaidLevel[] = ['7', '70'];

/** The decimal units a disk size is given in (as disks are sold), and the binary ones. */
export type RaidSizeUnit = 'GB' | 'TB' | 'PB' | 'GiB' | 'TiB' | 'MB';
const UNIT_BYTES: Record<RaidSizeUnit, bigint> = { MB: 10n ** 6n, GB: 10n ** 9n, TB: 10n ** 12n, PB: 10n ** 15n, GiB: 1n << 30n, TiB: 1n << 40n };

/** What a RAID array gives. */
export interface RaidResult {
  level: RaidLevel;
  disks: number;
  /** Groups striped together (RAID 10: mirrors; 50/60/70: parity groups); 1 otherwise. */
  groups: number;
  /** Disks per group. */
  groupSize: number;
  /** Usable capacity, in the disk size's unit, exact. */
  usable: DecimalText;
  /** Usable capacity in bytes (rounded down to whole bytes). */
  usableBytes: bigint;
  /** Raw capacity (all disks) in the disk size's unit. */
  raw: DecimalText;
  /** Usable ÷ raw, in percent. */
  efficiency: DecimalText;
  /** Disks that can fail without data loss in the worst case. */
  faultToleranceMin: number;
  /** …and in the best case (failures spread one per mirror or group). */
  faultToleranceMax: number;
  /** Ideal sequential read speed, in multiples of one disk. */
  readGain: number;
  /** Ideal sequential (full-stripe) write speed, in multiples of one disk. */
  writeGain: number;
  /** Disk I/Os per small random write (the "write penalty"). */
  writePenalty: number;
}

/**
 * The minimum disks and the group rule of each level, for messages.
 *
 * @param level - the level.
 * @returns e.g. `RAID 5 needs at least 3 disks.`
 * @throws ToolInputError for an unknown level.
 */
export function raidRequirement(level: RaidLevel): string {
  switch (level) {
    case '0':
      return 'RAID 0 needs at least 2 disks.';
    case '1':
      return 'RAID 1 needs at least 2 disks.';
    case '5':
      return 'RAID 5 needs at least 3 disks.';
    case '6':
      return 'RAID 6 needs at least 4 disks.';
    case '7':
      return 'RAID 7 (triple parity) needs at least 5 disks.';
    case '10':
      return 'RAID 10 needs an even number of disks, at least 4 (mirrored pairs, striped).';
    case '50':
      return 'RAID 50 needs at least 2 RAID 5 groups of at least 3 disks each, all the same size (at least 6 disks).';
    case '60':
      return 'RAID 60 needs at least 2 RAID 6 groups of at least 4 disks each, all the same size (at least 8 disks).';
    case '70':
      return 'RAID 70 needs at least 2 RAID 7 groups of at least 5 disks each, all the same size (at least 10 disks).';
    default:
      throw new ToolInputError(`Unknown RAID level "${String(level).slice(0, 20)}".`);
  }
}

/**
 * Computes a RAID array's usable capacity, fault tolerance and ideal speed (formulas of the
 * SNIA Dictionary and "Standard RAID levels", Wikipedia; n disks of size S, g groups):
 * RAID 0: n·S, no fault tolerance, read n×, write n×; RAID 1: S, n − 1 failures, read n×,
 * write 1×; RAID 5: (n − 1)·S, 1 failure; RAID 6: (n − 2)·S, 2; RAID 7 (triple parity, as
 * RAID-Z3): (n − 3)·S, 3; RAID 10: n·S/2, 1 to n/2 (one per mirror); RAID 50/60/70:
 * g·(n/g − p)·S with p = 1, 2, 3 parity disks per group, p to p·g failures. Reads use every
 * disk (n×); full-stripe writes use the data disks; a small random write costs 1 I/O (RAID 0),
 * 2 (mirrors), 4 (single parity), 6 (double) or 8 (triple parity) disk I/Os.
 *
 * @param level - the RAID level.
 * @param disks - number of disks, a whole number ≥ 1 (at most 10,000).
 * @param diskSize - size of each disk, as typed (decimal), > 0.
 * @param unit - the unit of `diskSize`.
 * @param groupSize - disks per group for RAID 50, 60 and 70 (ignored otherwise).
 * @returns the figures (see {@link RaidResult}).
 * @throws ToolInputError when the disk count or group size is impossible for the level (the
 *   message says what the level needs), or the size is not a positive number.
 */
export function calculateRaid(level: RaidLevel, disks: number, diskSize: string, unit: RaidSizeUnit, groupSize = 3): RaidResult {
  if (!RAID_LEVELS.includes(level)) throw new ToolInputError(`Unknown RAID level "${String(level).slice(0, 20)}".`);
  if (!Number.isInteger(disks) || disks < 1 || disks > 10_000) throw new ToolInputError('Enter a number of disks from 1 to 10,000.');
  if (!Object.hasOwn(UNIT_BYTES, unit)) throw new ToolInputError(`Unknown size unit "${String(unit).slice(0, 20)}".`);
  const size = parseRational(diskSize, 'The disk size');
  if (size.num <= 0n) throw new ToolInputError('The disk size must be greater than zero.');
  const n = disks;
  const fail = () => {
    throw new ToolInputError(`${raidRequirement(level)} You have ${n}.`);
  };
  let dataDisks: number;
  let groups = 1;
  let per = n;
  let min: number;
  let max: number;
  let writeGain: number;
  let penalty: number;
  switch (level) {
    case '0':
      if (n < 2) fail();
      [dataDisks, min, max, writeGain, penalty] = [n, 0, 0, n, 1];
      break;
    case '1':
      if (n < 2) fail();
      [dataDisks, min, max, writeGain, penalty] = [1, n - 1, n - 1, 1, n];
      break;
    case '5':
    case '6':
    case '7': {
      const p = level === '5' ? 1 : level === '6' ? 2 : 3;
      if (n < p + 2) fail();
      [dataDisks, min, max, writeGain, penalty] = [n - p, p, p, n - p, 2 * (p + 1)];
      break;
    }
    case '10':
      if (n < 4 || n % 2 !== 0) fail();
      groups = n / 2;
      per = 2;
      [dataDisks, min, max, writeGain, penalty] = [n / 2, 1, n / 2, n / 2, 2];
      break;
    default: {
      const p = level === '50' ? 1 : level === '60' ? 2 : 3;
      if (!Number.isInteger(groupSize) || groupSize < p + 2 || groupSize > n || n % groupSize !== 0 || n / groupSize < 2) {
        throw new ToolInputError(`${raidRequirement(level)} ${n} disks in groups of ${groupSize} do not make that.`);
      }
      groups = n / groupSize;
      per = groupSize;
      [dataDisks, min, max, writeGain, penalty] = [groups * (groupSize - p), p, p * groups, groups * (groupSize - p), 2 * (p + 1)];
    }
  }
  const usable = mul(size, rational(BigInt(dataDisks)));
  const usableBytes = (usable.num * UNIT_BYTES[unit]) / usable.den;
  return {
    level,
    disks: n,
    groups,
    groupSize: per,
    usable: toDecimalText(usable, 6),
    usableBytes,
    raw: toDecimalText(mul(size, rational(BigInt(n))), 6),
    efficiency: toDecimalText(rational(BigInt(dataDisks) * 100n, BigInt(n)), 2),
    faultToleranceMin: min,
    faultToleranceMax: max,
    readGain: n,
    writeGain,
    writePenalty: penalty,
  };
}
