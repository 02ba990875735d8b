import { attempt, Alert, Card, Stack, TextInput, useToolState, ValueTable, type ValueRow } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { isbnValidatorAndParserState } from './state.js';
import { hyphenateIsbn, parseIsbn, type IsbnReport } from './isbn-validator-and-parser.js';

/** ISBN validator and parser: the UI. */
export default function IsbnValidatorAndParserTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(isbnValidatorAndParserState);
  const result = useMemo(() => (input.trim() ? attempt(() => parseIsbn(input)) : null), [input]);
  const report = result?.value;

  const problemText = (r: IsbnReport): string => {
    const expected = r.expectedCheckDigit ?? '';
    const typed = r.checkDigit;
    switch (r.problem) {
      case 'check-digit':
        return t`The check digit is ${typed}; the other digits need ${expected}.`;
      case 'prefix':
        return t`An ISBN-13 begins with 978 or 979.`;
      case 'ismn':
        return t`979-0 numbers are ISMNs (printed music), not ISBNs.`;
      case 'unassigned-range':
        return t`The check digit is right, but no registration group or publisher range holds this number.`;
      default:
        return '';
    }
  };

  const rows = (r: IsbnReport): ValueRow[] => {
    const noIsbn10 = t`None: a 979 ISBN has no ISBN-10`;
    const corrected = r.corrected ? (hyphenateIsbn(r.corrected) ?? r.corrected) : null;
    return [
      { key: 'valid', label: t`Valid`, value: r.valid ? t`Yes` : t`No` },
      { key: 'kind', label: t`Form typed`, value: r.kind },
      { key: 'isbn13h', label: t`ISBN-13 (hyphenated)`, value: r.isbn13Hyphenated ?? null },
      { key: 'isbn13', label: t`ISBN-13`, value: r.isbn13 ?? null },
      { key: 'isbn10h', label: t`ISBN-10 (hyphenated)`, value: r.isbn10Hyphenated ?? null, note: r.valid ? noIsbn10 : undefined },
      { key: 'isbn10', label: t`ISBN-10`, value: r.isbn10 ?? null, note: r.valid ? noIsbn10 : undefined },
      { key: 'group', label: t`Registration group`, value: r.group ? `${r.prefix}-${r.group} — ${r.groupName}` : null },
      { key: 'publisher', label: t`Registrant (publisher)`, value: r.publisher ?? null },
      { key: 'publication', label: t`Publication`, value: r.publication ?? null },
      { key: 'check', label: t`Check digit`, value: r.checkDigit },
      ...(corrected ? [{ key: 'corrected', label: t`With the right check digit`, value: corrected }] : []),
    ];
  };

  return (
    <Stack>
      <Card>
        <TextInput
          label={t`ISBN`}
          value={input}
          onChange={(value) => update({ input: value })}
          monospace
          spellCheck={false}
          placeholder="978-3-16-148410-0"
          hint={t`ISBN-10 or ISBN-13, with or without hyphens.`}
          error={result?.error}
        />
      </Card>
      {report && (
        <>
          <Alert type={report.valid ? 'info' : 'warning'} title={report.valid ? t`Valid ISBN` : t`Not a valid ISBN`}>
            {report.valid ? undefined : problemText(report)}
          </Alert>
          <ValueTable caption={t`ISBN details`} rows={rows(report)} />
        </>
      )}
    </Stack>
  );
}
