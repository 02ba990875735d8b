import { attempt, Alert, Card, Stack, Table, TextInput, useToolState, ValueTable, type TableColumn, type ValueRow } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { countryName } from '../shared/country-name.js';
import { ibanValidatorAndParserState } from './state.js';
import { MAX_IBANS, parseIbans, type IbanProblem, type IbanReport } from './iban-validator-and-parser.js';

/** IBAN validator and parser: the UI. */
export default function IbanValidatorAndParserTool() {
  const { t, i18n } = useLingui();
  const [{ input }, update] = useToolState(ibanValidatorAndParserState);
  const result = useMemo(() => (input.trim() ? attempt(() => parseIbans(input)) : null), [input]);
  const reports = result?.value?.reports ?? [];

  const problemText = (problem: IbanProblem, report: IbanReport): string => {
    const country = report.countryCode;
    const length = report.electronic.length;
    const expected = report.expectedLength ?? 0;
    const digits = report.expectedCheckDigits ?? '';
    switch (problem) {
      case 'unknown-country':
        return t`"${country}" is not a country of the IBAN registry.`;
      case 'wrong-length':
        return t`An IBAN of ${country} has ${expected} characters; this one has ${length}.`;
      case 'wrong-bban-format':
        return t`The BBAN does not match the format of ${country} (letters or digits in the wrong places).`;
      case 'check-digits-not-numeric':
        return t`Characters 3 and 4 must be the two check digits.`;
      case 'wrong-check-digits':
        return digits
          ? t`The check digits do not match (the rest needs ${digits}): a character is wrong or two are swapped.`
          : t`The check digits do not match: a character is wrong or two are swapped.`;
      case 'wrong-national-check':
        return t`The national check digits inside the BBAN are wrong.`;
    }
  };

  const verdict = (report: IbanReport) =>
    report.valid ? t`Valid` : report.problems.map((problem) => problemText(problem, report)).join(' ');

  const detailRows = (report: IbanReport): ValueRow[] => {
    const none = t`Not defined for this country`;
    return [
      { key: 'valid', label: t`Valid`, value: report.valid ? t`Yes` : t`No` },
      { key: 'electronic', label: t`Electronic format`, value: report.electronic },
      { key: 'printed', label: t`Print format`, value: report.printed },
      {
        key: 'country',
        label: t`Country`,
        value: report.countryKnown ? `${countryName(report.countryCode, i18n.locale)} (${report.countryCode})` : report.countryCode,
        hint: report.countryKnown ? (report.sepa ? t`SEPA country` : t`Outside SEPA`) : undefined,
      },
      { key: 'check', label: t`Check digits`, value: report.checkDigits },
      { key: 'bban', label: t`BBAN`, value: report.bban },
      { key: 'bank', label: t`Bank code`, value: report.bankCode ?? null, note: report.valid ? none : undefined },
      { key: 'branch', label: t`Branch code`, value: report.branchCode ?? null, note: report.valid ? none : undefined },
      { key: 'account', label: t`Account number`, value: report.accountNumber ?? null, note: report.valid ? none : undefined },
      { key: 'qr', label: t`QR-IBAN (Swiss QR-bill)`, value: report.qrIban ? t`Yes` : t`No` },
    ];
  };

  const columns: TableColumn<IbanReport>[] = [
    { key: 'line', header: t`Line` },
    { key: 'printed', header: t`IBAN` },
    { key: 'country', header: t`Country`, render: (r) => r.countryCode },
    { key: 'bank', header: t`Bank code`, render: (r) => r.bankCode ?? '—' },
    { key: 'verdict', header: t`Result`, render: (r) => verdict(r) },
  ];

  const single = reports.length === 1 ? reports[0] : undefined;
  return (
    <Stack>
      <Card>
        <TextInput
          label={t`IBANs, one per line`}
          value={input}
          onChange={(value) => update({ input: value })}
          multiline
          rows={4}
          monospace
          spellCheck={false}
          placeholder="DE89 3704 0044 0532 0130 00"
          error={result?.error}
        />
      </Card>
      {single && (
        <>
          <Alert type={single.valid ? 'info' : 'warning'} title={single.valid ? t`Valid IBAN` : t`Not a valid IBAN`}>
            {single.valid ? undefined : verdict(single)}
          </Alert>
          <ValueTable caption={t`IBAN details`} rows={detailRows(single)} />
        </>
      )}
      {reports.length > 1 && (
        <>
          {result?.value?.truncated && <Alert type="info">{t`Only the first ${MAX_IBANS} IBANs are checked.`}</Alert>}
          <Table caption={t`IBANs checked`} columns={columns} rows={reports} getRowKey={(r) => r.line} rowHeader="printed" />
        </>
      )}
    </Stack>
  );
}
