import { attempt, Alert, Card, Select, Stack, TextInput, useToolState, ValueTable, type ValueRow } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { countryName } from '../shared/country-name.js';
import { vatValidatorState } from './state.js';
import { checkVatNumber, VAT_COUNTRIES, type VatReport } from './vat-validator.js';

/** VAT number validator: the UI. */
export default function VatValidatorTool() {
  const { t, i18n } = useLingui();
  const [{ input, country }, update] = useToolState(vatValidatorState);
  const result = useMemo(() => (input.trim() ? attempt(() => checkVatNumber(input, country)) : null), [input, country]);
  const report = result?.value;

  const countryOptions = useMemo(
    () => [
      { value: 'auto', label: t`Detect from the prefix` },
      ...VAT_COUNTRIES.map((c) => ({ value: c.code, label: c.code === 'EU' ? t`EU (non-union OSS scheme)` : `${countryName(c.code, i18n.locale)} (${c.code})` })).sort(
        (a, b) => a.label.localeCompare(b.label, i18n.locale),
      ),
    ],
    [t, i18n.locale],
  );

  const problemText = (r: VatReport): string => {
    const name = r.country ? countryName(r.country.iso2, i18n.locale) : '';
    const prefix = r.value.slice(0, 2);
    switch (r.problem) {
      case 'no-prefix':
        return t`No country prefix: start with one (DE, FR, EL…) or choose the country.`;
      case 'unknown-country':
        return t`"${prefix}" is not a country prefix these rules cover.`;
      case 'format':
        return t`The number does not have the shape of a VAT number of ${name} (length or letters).`;
      case 'checksum':
        return t`The check digits do not match: a character is wrong.`;
      default:
        return '';
    }
  };

  const rows = (r: VatReport): ValueRow[] => {
    const notes = r.notes
      .map((note) =>
        note === 'greek-prefix'
          ? t`GR read as EL, Greece's VAT prefix.`
          : note === 'northern-ireland'
            ? t`XI: a Northern Ireland trader, checked with the UK rules.`
            : t`The country's prefix was added.`,
      )
      .join(' ');
    return [
      { key: 'valid', label: t`Valid`, value: r.valid ? t`Yes` : t`No` },
      { key: 'value', label: t`Number as checked`, value: r.value, hint: notes || undefined },
      { key: 'country', label: t`Country`, value: r.country ? countryName(r.country.iso2, i18n.locale) : null, note: t`Unknown` },
      { key: 'prefix', label: t`VAT prefix`, value: r.country ? r.prefix || t`(none)` : null },
      { key: 'number', label: t`National number`, value: r.number },
      { key: 'iso', label: t`ISO 3166-1 codes`, value: r.country ? `${r.country.iso2} / ${r.country.iso3} / ${r.country.numeric}` : null },
    ];
  };

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`VAT number`}
            value={input}
            onChange={(value) => update({ input: value })}
            monospace
            spellCheck={false}
            autoComplete="off"
            placeholder="BE0411905847"
            error={result?.error}
          />
          <Select label={t`Country to check against`} options={countryOptions} value={country} onChange={(value) => update({ country: value })} searchable />
        </Stack>
      </Card>
      {report && (
        <>
          <Alert type={report.valid ? 'info' : 'warning'} title={report.valid ? t`Valid VAT number (format and checksum)` : t`Not a valid VAT number`}>
            {report.valid ? t`Checked offline: a registry (such as the EU's VIES) says whether it is registered.` : problemText(report)}
          </Alert>
          <ValueTable caption={t`VAT number details`} rows={rows(report)} />
        </>
      )}
    </Stack>
  );
}
