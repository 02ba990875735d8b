import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction, hostileText } from '@handy-tools/ui/testing';
import { rmbNumbersTool } from './meta.js';
import { rmbNumbersState } from './state.js';
import { parseRmbAmount, rmbUppercase, RMB_DIGITS, toRmbUppercase } from './rmb-numbers.js';

// The worked examples of the People's Bank of China, 《正确填写票据和结算凭证的基本规定》
// (annex of 《支付结算办法》, 银发〔1997〕393号), rule 2 (4): how zeros are written.
describe('the PBOC examples', () => {
  it.each([
    ['1409.50', '壹仟肆佰零玖元伍角'], // 中间有"0"写"零"
    ['6007.14', '陆仟零柒元壹角肆分'], // 连续几个"0"只写一个"零"
    ['1680.32', '壹仟陆佰捌拾元零叁角贰分'], // 元位是"0"，角位不是"0"：写一个零
    ['107000.53', '壹拾万柒仟元零伍角叁分'],
    ['16409.02', '壹万陆仟肆佰零玖元零贰分'], // 角位是"0"而分位不是"0"："元"后写"零"
    ['325.04', '叁佰贰拾伍元零肆分'],
  ])('¥%s = %s', (amount, text) => {
    expect(rmbUppercase(amount)).toBe(text);
  });

  it('offers the alternative forms the rules allow', () => {
    expect(rmbUppercase('1680.32', { zeroBeforeJiao: false })).toBe('壹仟陆佰捌拾元叁角贰分');
    expect(rmbUppercase('1409.50', { zhengAfterJiao: true })).toBe('壹仟肆佰零玖元伍角整');
    expect(rmbUppercase('100', { prefix: true })).toBe('人民币壹佰元整');
  });
});

describe('whole amounts and large units', () => {
  it.each([
    ['0', '零元整'],
    ['0.05', '伍分'],
    ['0.5', '伍角'],
    ['10', '壹拾元整'],
    ['23', '贰拾叁元整'],
    ['100000000', '壹亿元整'],
    ['100010000', '壹亿零壹万元整'],
    ['1000000001', '壹拾亿零壹元整'],
    ['1000000000000', '壹万亿元整'],
    ['1000100000000', '壹万零壹亿元整'],
    ['9999999999999999.99', '玖仟玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
  ])('%s = %s', (amount, text) => {
    expect(rmbUppercase(amount)).toBe(text);
  });

  it('writes 10^12 as 兆 when asked', () => {
    expect(rmbUppercase('3000000000000', { zhao: true })).toBe('叁兆元整');
  });
});

describe('input', () => {
  it('reads currency signs and thousands separators', () => {
    expect(parseRmbAmount('¥1,409.50')).toEqual({ yuan: 1409n, jiao: 5, fen: 0 });
    expect(parseRmbAmount('￥ 325.04')).toEqual({ yuan: 325n, jiao: 0, fen: 4 });
    expect(parseRmbAmount('RMB 12.3')).toEqual({ yuan: 12n, jiao: 3, fen: 0 });
    expect(parseRmbAmount('5.100')).toEqual({ yuan: 5n, jiao: 1, fen: 0 });
  });

  it.each([
    ['', 'Enter an amount in yuan'],
    ['-5', 'Enter a positive amount'],
    ['1.234', 'at most two decimals'],
    ['abc', '"abc" is not an amount'],
    ['10000000000000000', 'The amount is too large'],
  ])('rejects %j', (text, message) => {
    expect(() => parseRmbAmount(text)).toThrow(ToolInputError);
    expect(() => parseRmbAmount(text)).toThrow(message);
  });

  it('uses only the financial characters, with one 零 at a time (fast-check)', () => {
    const allowed = new Set([...RMB_DIGITS, ...'拾佰仟万亿元角分整']);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 16n - 1n }), fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }), (yuan, jiao, fen) => {
        const text = toRmbUppercase({ yuan, jiao, fen });
        return [...text].every((c) => allowed.has(c)) && !text.includes('零零') && (yuan === 0n || !text.startsWith('零'));
      }),
    );
  });
});

describe('RMB uppercase converter: examples and robustness', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(rmbNumbersTool, rmbNumbersState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((text: string) => rmbUppercase(text));
    fuzzToolFunction(([y, j, f]: [bigint, number, number]) => toRmbUppercase({ yuan: y, jiao: j, fen: f }), fc.tuple(fc.bigInt(), fc.double(), fc.integer()));
    fuzzToolFunction(([text, a, b]: [string, boolean, boolean]) => rmbUppercase(text, { zeroBeforeJiao: a, zhao: b, prefix: a, zhengAfterJiao: b }), fc.tuple(hostileText, fc.boolean(), fc.boolean()));
  });
});
