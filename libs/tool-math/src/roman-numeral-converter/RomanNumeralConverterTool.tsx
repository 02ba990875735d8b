import { attempt, ButtonsSelect, Card, Stack, TextCopyable, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { fromRoman, parseArabic, toRoman } from './roman-numeral-converter.js';
import { romanNumeralConverterState } from './state.js';

/** Roman numeral converter: the UI. */
export default function RomanNumeralConverterTool() {
  const { t } = useLingui();
  const [{ arabic, roman, reading }, update] = useToolState(romanNumeralConverterState);
  const toRomanResult = useMemo(() => (arabic.trim() === '' ? null : attempt(() => toRoman(parseArabic(arabic)))), [arabic]);
  const fromRomanResult = useMemo(() => (roman.trim() === '' ? null : attempt(() => fromRoman(roman, reading))), [roman, reading]);
  const value = fromRomanResult?.value;
  const standard = value !== undefined ? toRoman(value) : null;

  return (
    <Stack>
      <Card title={t`Number to Roman numeral`}>
        <Stack>
          <TextInput label={t`Number (1 to 3999)`} value={arabic} onChange={(arabic) => update({ arabic })} error={toRomanResult?.error} inputMode="numeric" autoComplete="off" />
          <TextCopyable label={t`Roman numeral`} value={toRomanResult?.value ?? ''} showLabel reserve={15} />
        </Stack>
      </Card>
      <Card title={t`Roman numeral to number`}>
        <Stack>
          <TextInput label={t`Roman numeral`} value={roman} onChange={(roman) => update({ roman })} error={fromRomanResult?.error} autoComplete="off" spellCheck={false} />
          <ButtonsSelect
            label={t`Reading`}
            options={[
              { value: 'strict', label: t`Standard numerals only` },
              { value: 'lenient', label: t`Lenient (IIII = 4, IC = 99)` },
            ]}
            value={reading}
            onChange={(reading) => update({ reading })}
          />
          <TextCopyable label={t`Number`} value={value !== undefined ? String(value) : ''} showLabel reserve={4} />
          {standard !== null && standard !== roman.trim().toUpperCase() && <p>{t`Standard form: ${standard}`}</p>}
        </Stack>
      </Card>
    </Stack>
  );
}
