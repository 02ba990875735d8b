import { ToolInputError } from '@handy-tools/ui/kit';

/**
 * The raw-value formats smartmontools' `smartctl -v ID,FORMAT` knows (man smartctl, option
 * `-v`; the layouts are those of smartmontools' `ata_format_attr_raw_value`, atacmds.cpp), for
 * the 48-bit raw value of an ATA S.M.A.R.T. attribute (bytes 5…0, byte 0 the least significant;
 * ATA/ATAPI-8 leaves the raw bytes vendor specific).
 */
export type SmartRawFormat =
  | 'raw48'
  | 'hex48'
  | 'raw8'
  | 'raw16'
  | 'raw16(raw16)'
  | 'raw16(avg16)'
  | 'raw24(raw8)'
  | 'raw24/raw24'
  | 'raw24/raw32'
  | 'min2hour'
  | 'sec2hour'
  | 'halfmin2hour'
  | 'msec24hour32'
  | 'tempminmax'
  | 'temp10x';

/** Every format, in the order the tool lists them. */
export const SMART_RAW_FORMATS: readonly SmartRawFormat[] = [
  'raw48',
  'hex48',
  'raw8',
  'raw16',
  'raw16(raw16)',
  'raw16(avg16)',
  'raw24(raw8)',
  'raw24/raw24',
  'raw24/raw32',
  'min2hour',
  'sec2hour',
  'halfmin2hour',
  'msec24hour32',
  'tempminmax',
  'temp10x',
];

/** An attribute preset: an ATA attribute id, its smartctl name and the format to read it with. */
export interface SmartAttributePreset {
  /** Preset id, e.g. `9` or `9-min2hour`. */
  id: string;
  /** ATA attribute id (1–255). */
  attribute: number;
  /** smartctl's attribute name, e.g. `Power_On_Hours`. */
  name: string;
  format: SmartRawFormat;
  /** Whose drives use this reading, when it is not smartctl's default. */
  vendor?: string;
}

/**
 * Attribute presets: smartctl's default formats (`get_default_raw_format`: 3 → raw16(avg16),
 * 5 and 196 → raw16(raw16), 9 → raw24(raw8), 190 and 194 → tempminmax, others raw48) and the
 * vendor readings of smartmontools' drive database (drivedb.h: `-v 1,raw24/raw32 -v
 * 7,raw24/raw32` for Seagate, `-v 9,min2hour` / `sec2hour` / `halfmin2hour` / `msec24hour32`
 * for drives counting power-on time in minutes, seconds, half minutes or hours + milliseconds,
 * `-v 194,temp10x` for drives reporting tenths of a degree, `-v 188,raw16` for Seagate's
 * command timeout counters).
 */
export const SMART_ATTRIBUTE_PRESETS: readonly SmartAttributePreset[] = [
  { id: '1', attribute: 1, name: 'Raw_Read_Error_Rate', format: 'raw48' },
  { id: '1-seagate', attribute: 1, name: 'Raw_Read_Error_Rate', format: 'raw24/raw32', vendor: 'Seagate' },
  { id: '3', attribute: 3, name: 'Spin_Up_Time', format: 'raw16(avg16)' },
  { id: '4', attribute: 4, name: 'Start_Stop_Count', format: 'raw48' },
  { id: '5', attribute: 5, name: 'Reallocated_Sector_Ct', format: 'raw16(raw16)' },
  { id: '7', attribute: 7, name: 'Seek_Error_Rate', format: 'raw48' },
  { id: '7-seagate', attribute: 7, name: 'Seek_Error_Rate', format: 'raw24/raw32', vendor: 'Seagate' },
  { id: '9', attribute: 9, name: 'Power_On_Hours', format: 'raw24(raw8)' },
  { id: '9-min2hour', attribute: 9, name: 'Power_On_Minutes', format: 'min2hour', vendor: 'minutes (e.g. some Maxtor, Fujitsu)' },
  { id: '9-sec2hour', attribute: 9, name: 'Power_On_Seconds', format: 'sec2hour', vendor: 'seconds (e.g. some Fujitsu, IBM)' },
  { id: '9-halfmin2hour', attribute: 9, name: 'Power_On_Half_Minutes', format: 'halfmin2hour', vendor: 'half minutes (e.g. some Samsung)' },
  { id: '9-msec24hour32', attribute: 9, name: 'Power_On_Hours_and_Msec', format: 'msec24hour32', vendor: 'hours + milliseconds (e.g. Seagate)' },
  { id: '12', attribute: 12, name: 'Power_Cycle_Count', format: 'raw48' },
  { id: '187', attribute: 187, name: 'Reported_Uncorrect', format: 'raw48' },
  { id: '188-seagate', attribute: 188, name: 'Command_Timeout', format: 'raw16', vendor: 'Seagate' },
  { id: '190', attribute: 190, name: 'Airflow_Temperature_Cel', format: 'tempminmax' },
  { id: '194', attribute: 194, name: 'Temperature_Celsius', format: 'tempminmax' },
  { id: '194-temp10x', attribute: 194, name: 'Temperature_Celsius', format: 'temp10x', vendor: 'tenths of a degree' },
  { id: '196', attribute: 196, name: 'Reallocated_Event_Count', format: 'raw16(raw16)' },
  { id: '197', attribute: 197, name: 'Current_Pending_Sector', format: 'raw48' },
  { id: '198', attribute: 198, name: 'Offline_Uncorrectable', format: 'raw48' },
  { id: '199', attribute: 199, name: 'UDMA_CRC_Error_Count', format: 'raw48' },
  { id: '240-seagate', attribute: 240, name: 'Head_Flying_Hours', format: 'msec24hour32', vendor: 'Seagate' },
  { id: '241', attribute: 241, name: 'Total_LBAs_Written', format: 'raw48' },
  { id: '242', attribute: 242, name: 'Total_LBAs_Read', format: 'raw48' },
];

/** The largest 48-bit raw value. */
export const MAX_RAW48 = (1n << 48n) - 1n;

/**
 * Reads a raw value as smartctl prints it: decimal (`4294967296`) or hexadecimal with `0x`
 * (`0x000000230017`, as `-v ID,hex48` prints it); spaces and underscores between digits are
 * ignored.
 *
 * @param text - the typed raw value.
 * @returns the value, 0 to 2^48 − 1.
 * @throws ToolInputError when the text is empty, has a character that is not a digit (named,
 *   with its position), or exceeds 48 bits.
 */
export function parseSmartRaw(text: string): bigint {
  const trimmed = text.trim();
  if (trimmed === '') throw new ToolInputError('Enter a raw value: decimal, or hexadecimal starting with 0x.');
  if (trimmed.length > 100) throw new ToolInputError('The raw value is too long: a raw value has 48 bits (at most 15 decimal digits).');
  const hex = /^0x/i.test(trimmed);
  const digits = (hex ? trimmed.slice(2) : trimmed).replace(/[\s_]/g, '');
  const allowed = hex ? /[0-9a-f]/i : /[0-9]/;
  for (let i = 0; i < digits.length; i++) {
    if (!allowed.test(digits[i]!)) {
      const position = trimmed.indexOf(digits[i]!, hex ? 2 : 0) + 1;
      throw new ToolInputError(
        hex
          ? `"${digits[i]}" at position ${position} is not a hexadecimal digit.`
          : `"${digits[i]}" at position ${position} is not a decimal digit: write hexadecimal values with 0x.`,
        { position: position - 1 },
      );
    }
  }
  if (digits === '') throw new ToolInputError('Enter hexadecimal digits after 0x.');
  const value = BigInt(hex ? `0x${digits}` : digits);
  if (value > MAX_RAW48) throw new ToolInputError(`The raw value is larger than 48 bits (at most ${MAX_RAW48} = 0xFFFFFFFFFFFF).`);
  return value;
}

/** A named field read from the raw value. */
export interface SmartField {
  /** Field id, stable for tests: `errors`, `operations`, `current`, `min`, `max`, `hours`… */
  id: string;
  /** English label. */
  label: string;
  /** The value as text. */
  value: string;
  /** Which bits of the raw value it comes from, e.g. `bits 0–31`. */
  bits: string;
}

/** A decoded raw value. */
export interface SmartDecoded {
  format: SmartRawFormat;
  /** The raw value as smartctl prints it in this format, e.g. `36 (Min/Max 18/46)`. */
  smartctl: string;
  /** The fields, in order. */
  fields: SmartField[];
  /** The six bytes, most significant first (byte 5 … byte 0), as two-digit hex. */
  bytes: string[];
  /** The value in 12-digit hexadecimal (`0x…`). */
  hex: string;
  /** The value in decimal. */
  decimal: string;
}

const signedByte = (b: number) => (b > 127 ? b - 256 : b);

function tempWord(word: number): number {
  if (word <= 0x7f) return 0x11;
  if (word <= 0xff) return 0x01;
  if (word >= 0xff80) return 0x10;
  return 0x00;
}

function tempRange(t: number, a: number, b: number): [number, number] | null {
  let lo = signedByte(a);
  let hi = signedByte(b);
  if (lo > hi) [lo, hi] = [hi, lo];
  return -60 <= lo && lo <= t && t <= hi && hi <= 120 && !(lo === -1 && hi <= 0) ? [lo, hi] : null;
}

const pad2 = (n: number | bigint) => String(n).padStart(2, '0');

/**
 * Splits a 48-bit S.M.A.R.T. raw value into the fields a format packs in it.
 *
 * Layouts (smartmontools, atacmds.cpp `ata_format_attr_raw_value`, and man smartctl `-v`):
 * raw8: six bytes; raw16: three 16-bit words; raw16(raw16): word 0, then words 2 and 1;
 * raw16(avg16): word 0 and the average in word 1; raw24(raw8): bits 0–23 and bytes 5, 4, 3;
 * raw24/raw24: bits 24–47 / bits 0–23; raw24/raw32: bits 32–47 / bits 0–31 (Seagate error
 * rates: errors / operations); min2hour: minutes in bits 0–31 (word 2 a separate counter);
 * sec2hour: seconds; halfmin2hour: half minutes; msec24hour32: hours in bits 0–31,
 * milliseconds in bits 32–47; tempminmax: current temperature in byte 0 (signed) with the
 * lowest and highest in bytes 2 and 3, or 2 and 4 (Hitachi/HGST/Kingston), or 1 and 2 (WDC),
 * and an over-temperature count in word 2 (WDC); temp10x: tenths of a degree in word 0.
 * (smartctl's raw24/raw32 and msec24hour32 also read the attribute's reserved byte as bits
 * 48–55; a 48-bit raw value has it 0.)
 *
 * @param raw - the raw value, 0 to 2^48 − 1.
 * @param format - how to read it.
 * @returns smartctl's rendering, the named fields, the bytes, hex and decimal.
 * @throws ToolInputError when the value is out of range or the format unknown.
 */
export function decodeSmartRaw(raw: bigint, format: SmartRawFormat): SmartDecoded {
  if (typeof raw !== 'bigint' || raw < 0n || raw > MAX_RAW48) throw new ToolInputError('The raw value must be between 0 and 2^48 − 1.');
  if (!SMART_RAW_FORMATS.includes(format)) throw new ToolInputError(`Unknown raw format "${String(format).slice(0, 40)}".`);
  const b = [0, 1, 2, 3, 4, 5].map((i) => Number((raw >> BigInt(8 * i)) & 0xffn));
  const w = [0, 1, 2].map((i) => b[2 * i]! | (b[2 * i + 1]! << 8));
  const low24 = Number(raw & 0xffffffn);
  const low32 = Number(raw & 0xffffffffn);
  const high16 = Number(raw >> 32n);
  const f = (id: string, label: string, value: string | number | bigint, bits: string): SmartField => ({ id, label, value: String(value), bits });
  let smartctl: string;
  let fields: SmartField[];
  switch (format) {
    case 'raw48':
      smartctl = raw.toString();
      fields = [f('value', 'Value', raw, 'bits 0–47')];
      break;
    case 'hex48':
      smartctl = `0x${raw.toString(16).padStart(12, '0')}`;
      fields = [f('value', 'Value', smartctl, 'bits 0–47')];
      break;
    case 'raw8':
      smartctl = [5, 4, 3, 2, 1, 0].map((i) => b[i]).join(' ');
      fields = [5, 4, 3, 2, 1, 0].map((i) => f(`byte${i}`, `Byte ${i}`, b[i]!, `bits ${8 * i}–${8 * i + 7}`));
      break;
    case 'raw16':
      smartctl = `${w[2]} ${w[1]} ${w[0]}`;
      fields = [2, 1, 0].map((i) => f(`word${i}`, `Word ${i}`, w[i]!, `bits ${16 * i}–${16 * i + 15}`));
      break;
    case 'raw16(raw16)':
      smartctl = `${w[0]}${w[1] || w[2] ? ` (${w[2]} ${w[1]})` : ''}`;
      fields = [f('value', 'Count', w[0]!, 'bits 0–15'), f('word1', 'Word 1 (vendor specific)', w[1]!, 'bits 16–31'), f('word2', 'Word 2 (vendor specific)', w[2]!, 'bits 32–47')];
      break;
    case 'raw16(avg16)':
      smartctl = `${w[0]}${w[1] ? ` (Average ${w[1]})` : ''}`;
      fields = [f('value', 'Value', w[0]!, 'bits 0–15'), f('average', 'Average', w[1]!, 'bits 16–31')];
      break;
    case 'raw24(raw8)':
      smartctl = `${low24}${b[3] || b[4] || b[5] ? ` (${b[5]} ${b[4]} ${b[3]})` : ''}`;
      fields = [f('value', 'Value', low24, 'bits 0–23'), f('byte5', 'Byte 5', b[5]!, 'bits 40–47'), f('byte4', 'Byte 4', b[4]!, 'bits 32–39'), f('byte3', 'Byte 3', b[3]!, 'bits 24–31')];
      break;
    case 'raw24/raw24': {
      const high24 = Number(raw >> 24n);
      smartctl = `${high24}/${low24}`;
      fields = [f('high', 'High 24 bits', high24, 'bits 24–47'), f('low', 'Low 24 bits', low24, 'bits 0–23')];
      break;
    }
    case 'raw24/raw32':
      smartctl = `${high16}/${low32}`;
      fields = [f('errors', 'Errors', high16, 'bits 32–47'), f('operations', 'Operations', low32, 'bits 0–31')];
      break;
    case 'min2hour': {
      const minutes = w[0]! + w[1]! * 65536;
      smartctl = `${Math.floor(minutes / 60)}h+${pad2(minutes % 60)}m${w[2] ? ` (${w[2]})` : ''}`;
      fields = [
        f('hours', 'Hours', Math.floor(minutes / 60), 'bits 0–31 ÷ 60'),
        f('minutes', 'Minutes', minutes % 60, 'bits 0–31 mod 60'),
        f('totalMinutes', 'Total minutes', minutes, 'bits 0–31'),
        f('word2', 'Word 2 (vendor specific)', w[2]!, 'bits 32–47'),
      ];
      break;
    }
    case 'sec2hour': {
      const hours = raw / 3600n;
      const minutes = (raw % 3600n) / 60n;
      const seconds = raw % 60n;
      smartctl = `${hours}h+${pad2(minutes)}m+${pad2(seconds)}s`;
      fields = [f('hours', 'Hours', hours, 'bits 0–47 ÷ 3600'), f('minutes', 'Minutes', minutes, ''), f('seconds', 'Seconds', seconds, ''), f('totalSeconds', 'Total seconds', raw, 'bits 0–47')];
      break;
    }
    case 'halfmin2hour': {
      const hours = raw / 120n;
      const minutes = (raw % 120n) / 2n;
      smartctl = `${hours}h+${pad2(minutes)}m`;
      fields = [f('hours', 'Hours', hours, 'bits 0–47 ÷ 120'), f('minutes', 'Minutes', minutes, ''), f('halfMinutes', 'Half minutes', raw, 'bits 0–47')];
      break;
    }
    case 'msec24hour32': {
      const ms = high16;
      const seconds = Math.floor(ms / 1000);
      smartctl = `${low32}h+${pad2(Math.floor(seconds / 60))}m+${pad2(seconds % 60)}.${String(ms % 1000).padStart(3, '0')}s`;
      fields = [f('hours', 'Hours', low32, 'bits 0–31'), f('milliseconds', 'Milliseconds', ms, 'bits 32–47'), f('minutes', 'Minutes', Math.floor(seconds / 60), ''), f('seconds', 'Seconds', `${seconds % 60}.${String(ms % 1000).padStart(3, '0')}`, '')];
      break;
    }
    case 'tempminmax': {
      const t = signedByte(b[0]!);
      const ctw0 = tempWord(w[0]!);
      let layout: 0 | 1 | 2 | 3 | 4 | -1 = -1;
      let range: [number, number] | null = null;
      if (!w[2]) {
        if (!w[1] && ctw0) layout = 0;
        else if (ctw0 && (range = tempRange(t, b[2]!, b[3]!))) layout = 1;
        else if (!b[3] && (range = tempRange(t, b[1]!, b[2]!))) layout = 2;
      } else if (ctw0) {
        if ((ctw0 & tempWord(w[1]!) & tempWord(w[2]!)) !== 0 && (range = tempRange(t, b[2]!, b[4]!))) layout = 3;
        else if (w[2]! < 0x7fff && (range = tempRange(t, b[2]!, b[3]!)) && range[1] >= 40) layout = 4;
      }
      const current = f('current', 'Current (°C)', layout === -1 ? b[0]! : t, 'bits 0–7');
      if (layout === 0) {
        smartctl = String(t);
        fields = [current];
      } else if (layout === -1 || range === null) {
        smartctl = `${b[0]} (${b[5]} ${b[4]} ${b[3]} ${b[2]} ${b[1]})`;
        fields = [current, ...[5, 4, 3, 2, 1].map((i) => f(`byte${i}`, `Byte ${i}`, b[i]!, `bits ${8 * i}–${8 * i + 7}`))];
      } else {
        const where = layout === 2 ? 'bytes 1 and 2' : layout === 3 ? 'bytes 2 and 4' : 'bytes 2 and 3';
        smartctl = `${t} (Min/Max ${range[0]}/${range[1]}${layout === 4 ? ` #${w[2]}` : ''})`;
        fields = [current, f('min', 'Lowest (°C)', range[0], where), f('max', 'Highest (°C)', range[1], where)];
        if (layout === 4) fields.push(f('overTemperature', 'Over-temperature count', w[2]!, 'bits 32–47'));
      }
      break;
    }
    case 'temp10x':
      smartctl = `${Math.floor(w[0]! / 10)}.${w[0]! % 10}`;
      fields = [f('current', 'Current (°C)', smartctl, 'bits 0–15 ÷ 10')];
      break;
  }
  return {
    format,
    smartctl,
    fields,
    bytes: [5, 4, 3, 2, 1, 0].map((i) => b[i]!.toString(16).padStart(2, '0').toUpperCase()),
    hex: `0x${raw.toString(16).padStart(12, '0').toUpperCase()}`,
    decimal: raw.toString(),
  };
}

/**
 * Looks up an attribute preset.
 *
 * @param id - a preset id of {@link SMART_ATTRIBUTE_PRESETS}, e.g. `'194'`, `'1-seagate'`.
 * @returns the preset.
 * @throws ToolInputError for an unknown id.
 */
export function smartAttributePreset(id: string): SmartAttributePreset {
  const preset = SMART_ATTRIBUTE_PRESETS.find((p) => p.id === id);
  if (!preset) throw new ToolInputError(`Unknown attribute preset "${String(id).slice(0, 40)}".`);
  return preset;
}
