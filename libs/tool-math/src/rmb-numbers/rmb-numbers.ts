import { ToolInputError } from '@handy-tools/ui/kit';

/** The uppercase digits 零 to 玖 used on financial documents (大写数字). */
export const RMB_DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;

/** The largest amount written: 9,999,999,999,999,999.99 yuan (up to 仟万亿, 16 integer digits). */
export const MAX_RMB_INTEGER_DIGITS = 16;

/** Options of {@link toRmbUppercase}. */
export interface RmbOptions {
  /**
   * Writes 零 after 元 when the yuan digit is 0 and 角 follows (1680.32 → 壹仟陆佰捌拾元零叁角贰分);
   * the rules allow either form (default true, the form the rules give first).
   */
  zeroBeforeJiao?: boolean;
  /** Writes 整 after 角 too (伍角整); the rules say it may be left out there (default false). */
  zhengAfterJiao?: boolean;
  /** Starts with 人民币, required where the form does not print it (default false). */
  prefix?: boolean;
  /** Writes 10^12 as 兆 (traditional usage, e.g. in Taiwan) instead of 万亿 (default false). */
  zhao?: boolean;
}

/** A typed amount read as whole yuan, jiao and fen. */
export interface RmbAmount {
  /** Whole yuan, as digits. */
  yuan: bigint;
  /** 角 (tenths), 0–9. */
  jiao: number;
  /** 分 (hundredths), 0–9. */
  fen: number;
}

/**
 * Reads an amount in yuan: digits with at most two decimals; a leading ¥, ￥ or RMB, commas or
 * spaces between thousands, and surrounding spaces are ignored.
 *
 * @param text - e.g. `¥1,409.50`, `325.04`.
 * @returns the yuan, jiao and fen.
 * @throws ToolInputError when the text is empty, negative, not a number, has more than two
 *   decimals (分 is the smallest unit) or more than 16 integer digits.
 */
export function parseRmbAmount(text: string): RmbAmount {
  let t = text.trim().replace(/^(?:¥|￥|RMB|CNY)\s*/i, '').replace(/\u2212/g, '-');
  if (t === '') throw new ToolInputError('Enter an amount in yuan, such as 1409.50.');
  if (t.length > 100) throw new ToolInputError('The amount is too long.');
  if (/^-/.test(t)) throw new ToolInputError('Enter a positive amount: uppercase amounts are written without a sign.');
  t = t.replace(/^\+/, '');
  if (/^\d{1,3}(?:[, ]\d{3})+(?:\.\d*)?$/.test(t)) t = t.replace(/[, ]/g, '');
  const m = /^(\d*)(?:\.(\d*))?$/.exec(t);
  if (!m || (m[1] === '' && (m[2] ?? '') === '')) throw new ToolInputError(`"${text.trim().slice(0, 30)}" is not an amount: enter digits, such as 1409.50.`);
  const decimals = m[2] ?? '';
  if (decimals.replace(/0+$/, '').length > 2) throw new ToolInputError('An amount has at most two decimals: 角 (0.1) and 分 (0.01).');
  const intDigits = (m[1] ?? '').replace(/^0+(?=\d)/, '') || '0';
  if (intDigits.length > MAX_RMB_INTEGER_DIGITS) throw new ToolInputError(`The amount is too large: at most ${MAX_RMB_INTEGER_DIGITS} digits before the decimal point (仟万亿).`);
  return { yuan: BigInt(intDigits), jiao: Number(decimals[0] ?? '0'), fen: Number(decimals[1] ?? '0') };
}

/** Writes 1–9999 with 仟佰拾 and single 零 for inner zeros (trailing zeros dropped). */
function group(n: number): string {
  const digits = String(n).padStart(4, '0');
  const units = ['仟', '佰', '拾', ''];
  let out = '';
  let zero = false;
  for (let i = 0; i < 4; i++) {
    const d = Number(digits[i]);
    if (d === 0) {
      if (out !== '') zero = true;
      continue;
    }
    if (zero) out += '零';
    zero = false;
    out += RMB_DIGITS[d] + units[i]!;
  }
  return out;
}

/**
 * Writes an amount in Chinese uppercase financial numerals (大写金额), following the People's
 * Bank of China rules "正确填写票据和结算凭证的基本规定" (附件 of 支付结算办法, 银发〔1997〕393号):
 * 壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分零整; 整 after 元 when there are no 角 or 分; one 零 for a
 * run of zeros inside the number (6007.14 → 陆仟零柒元壹角肆分); 零 after 元 when 角 is 0 and 分
 * is not (16409.02 → 壹万陆仟肆佰零玖元零贰分); 拾 always with its digit (壹拾). Units above
 * 亿: 万亿 for 10^12 (or 兆 with `zhao`).
 *
 * @param amount - the amount (see {@link parseRmbAmount}).
 * @param options - the optional forms (see {@link RmbOptions}).
 * @returns e.g. `壹仟肆佰零玖元伍角` for 1409.50, `零元整` for 0.
 * @throws ToolInputError when the amount is out of range.
 */
export function toRmbUppercase(amount: RmbAmount, options: RmbOptions = {}): string {
  const { yuan, jiao, fen } = amount;
  if (yuan < 0n || yuan >= 10n ** BigInt(MAX_RMB_INTEGER_DIGITS) || !(jiao >= 0 && jiao <= 9 && fen >= 0 && fen <= 9) || !Number.isInteger(jiao) || !Number.isInteger(fen)) {
    throw new ToolInputError('The amount is out of range.');
  }
  const groups: number[] = [];
  for (let rest = yuan; rest > 0n; rest /= 10000n) groups.push(Number(rest % 10000n));
  let out = '';
  let pendingZero = false;
  for (let i = groups.length - 1; i >= 0; i--) {
    const g = groups[i]!;
    if (g === 0) {
      if (out !== '') pendingZero = true;
      continue;
    }
    if (out !== '' && (pendingZero || g < 1000)) out += '零';
    pendingZero = false;
    let unit = ['', '万', '亿', '万'][i]!;
    if (i === 3) unit = options.zhao ? '兆' : groups[2] === 0 ? '万亿' : '万';
    out += group(g) + unit;
  }
  const prefix = options.prefix ? '人民币' : '';
  if (yuan === 0n && jiao === 0 && fen === 0) return `${prefix}零元整`;
  let text = out === '' ? '' : `${out}元`;
  if (jiao === 0 && fen === 0) return `${prefix}${text}整`;
  if (jiao > 0) {
    if (out !== '' && groups[0]! % 10 === 0 && options.zeroBeforeJiao !== false) text += '零';
    text += `${RMB_DIGITS[jiao]}角`;
  } else if (out !== '') text += '零';
  if (fen > 0) text += `${RMB_DIGITS[fen]}分`;
  else if (options.zhengAfterJiao) text += '整';
  return prefix + text;
}

/**
 * Reads a typed amount and writes it in uppercase (see {@link parseRmbAmount} and {@link toRmbUppercase}).
 *
 * @param text - the amount as typed.
 * @param options - the optional forms.
 * @returns the uppercase amount.
 * @throws ToolInputError for an amount that cannot be written.
 */
export function rmbUppercase(text: string, options: RmbOptions = {}): string {
  return toRmbUppercase(parseRmbAmount(text), options);
}
