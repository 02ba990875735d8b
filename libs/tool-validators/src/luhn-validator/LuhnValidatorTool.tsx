import { attempt, Alert, Card, Stack, TextInput, useToolState, ValueTable, type ValueRow } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { luhnValidatorState } from './state.js';
import { analyzeLuhn, type LuhnReport } from './luhn-validator.js';

/** Luhn validator: the UI. */
export default function LuhnValidatorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(luhnValidatorState);
  const result = useMemo(() => (input.trim() ? attempt(() => analyzeLuhn(input)) : null), [input]);
  const report = result?.value;
  const expected = report?.expectedCheckDigit ?? '';

  const rows = (r: LuhnReport): ValueRow[] => {
    const scheme = r.scheme ?? '';
    const length = r.digits.length;
    return [
      { key: 'valid', label: t`Valid`, value: r.valid ? t`Yes` : t`No` },
      { key: 'digits', label: t`Digits`, value: r.digits, hint: t`${length} digits` },
      { key: 'formatted', label: t`Grouped`, value: r.formatted },
      { key: 'check', label: t`Check digit`, value: r.checkDigit },
      { key: 'expected', label: t`Expected check digit`, value: r.expectedCheckDigit },
      ...(r.valid ? [] : [{ key: 'corrected', label: t`With the right check digit`, value: r.corrected }]),
      {
        key: 'appended',
        label: t`With a check digit appended`,
        value: r.withCheckDigit,
        hint: t`The whole input taken as the number to protect.`,
      },
      {
        key: 'scheme',
        label: t`Card scheme (by IIN)`,
        value: r.scheme,
        note: t`No card scheme's range`,
        hint: r.scheme && !r.schemeLengthOk ? t`${scheme} does not issue numbers of ${length} digits.` : undefined,
      },
    ];
  };

  return (
    <Stack>
      <Card>
        <TextInput
          label={t`Number`}
          value={input}
          onChange={(value) => update({ input: value })}
          monospace
          spellCheck={false}
          inputMode="numeric"
          autoComplete="off"
          placeholder="4111 1111 1111 1111"
          hint={t`A card number, IMEI or any number with a Luhn check digit; spaces and hyphens are ignored.`}
          error={result?.error}
        />
      </Card>
      {report && (
        <>
          <Alert type={report.valid ? 'info' : 'warning'} title={report.valid ? t`Passes the Luhn check` : t`Fails the Luhn check`}>
            {report.valid ? undefined : t`The last digit should be ${expected}.`}
          </Alert>
          <ValueTable caption={t`Luhn details`} rows={rows(report)} />
        </>
      )}
    </Stack>
  );
}
