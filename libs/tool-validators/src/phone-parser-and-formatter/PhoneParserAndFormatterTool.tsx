import { attempt, Alert, Card, Link, Row, Select, Stack, TextInput, useToolState, ValueTable, type ValueRow } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { NumberType } from 'libphonenumber-js/max';
import { countryName } from '../shared/country-name.js';
import { phoneParserAndFormatterState } from './state.js';
import { messageLinks, parsePhone, phoneCountries, type PhoneReport } from './phone-parser-and-formatter.js';

/** Phone parser and formatter: the UI. */
export default function PhoneParserAndFormatterTool() {
  const { t, i18n } = useLingui();
  const [{ input, country, message }, update] = useToolState(phoneParserAndFormatterState);
  const result = useMemo(() => (input.trim() ? attempt(() => parsePhone(input, country)) : null), [input, country]);
  const report = result?.value;
  const links = useMemo(() => (report ? attempt(() => messageLinks(report.e164, message)).value : undefined), [report, message]);

  const countryOptions = useMemo(
    () => [
      { value: '', label: t`None (international numbers only)` },
      ...phoneCountries()
        .map((c) => ({ value: c.code as string, label: `${countryName(c.code, i18n.locale)} (+${c.callingCode})` }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.locale)),
    ],
    [t, i18n.locale],
  );

  const typeText = (type: NumberType | null): string | null => {
    switch (type) {
      case 'MOBILE':
        return t`Mobile`;
      case 'FIXED_LINE':
        return t`Fixed line`;
      case 'FIXED_LINE_OR_MOBILE':
        return t`Fixed line or mobile`;
      case 'TOLL_FREE':
        return t`Toll-free`;
      case 'PREMIUM_RATE':
        return t`Premium rate`;
      case 'SHARED_COST':
        return t`Shared cost`;
      case 'VOIP':
        return t`VoIP`;
      case 'PERSONAL_NUMBER':
        return t`Personal number`;
      case 'PAGER':
        return t`Pager`;
      case 'UAN':
        return t`Universal access number`;
      case 'VOICEMAIL':
        return t`Voicemail`;
      default:
        return null;
    }
  };

  const problemText = (r: PhoneReport): string => {
    switch (r.problem) {
      case 'TOO_SHORT':
        return t`Too short for a number of this country.`;
      case 'TOO_LONG':
        return t`Too long for a number of this country.`;
      case 'INVALID_LENGTH':
        return t`No number of this country has this length.`;
      case 'INVALID':
        return t`The length is possible, but no number range of this country holds it.`;
      default:
        return '';
    }
  };

  const rows = (r: PhoneReport): ValueRow[] => {
    const shared = r.possibleCountries.map((c) => countryName(c, i18n.locale)).join(', ');
    return [
      { key: 'valid', label: t`Valid`, value: r.valid ? t`Yes` : t`No` },
      { key: 'possible', label: t`Possible length`, value: r.possible ? t`Yes` : t`No` },
      {
        key: 'country',
        label: t`Country`,
        value: r.country ? `${countryName(r.country, i18n.locale)} (${r.country})` : null,
        note: shared ? t`One of: ${shared}` : t`None (non-geographic number)`,
      },
      { key: 'calling', label: t`Country calling code`, value: `+${r.callingCode}` },
      { key: 'nsn', label: t`National number`, value: r.nationalNumber },
      { key: 'type', label: t`Type`, value: typeText(r.type), note: t`Unknown` },
      { key: 'e164', label: t`E.164`, value: r.e164 },
      { key: 'international', label: t`International format`, value: r.international },
      { key: 'national', label: t`National format`, value: r.national },
      { key: 'rfc3966', label: t`RFC 3966 (tel: URI)`, value: r.rfc3966 },
      ...(r.extension ? [{ key: 'ext', label: t`Extension`, value: r.extension }] : []),
    ];
  };

  return (
    <Stack>
      <Card>
        <Stack>
          <Select
            label={t`Default country`}
            options={countryOptions}
            value={country}
            onChange={(value) => update({ country: value })}
            searchable
          />
          <TextInput
            label={t`Phone number`}
            value={input}
            onChange={(value) => update({ input: value })}
            monospace
            spellCheck={false}
            autoComplete="off"
            inputMode="tel"
            placeholder="+44 20 7031 3000"
            hint={t`International (+ and the calling code), or national with a default country.`}
            error={result?.error}
          />
        </Stack>
      </Card>
      {report && (
        <>
          <Alert type={report.valid ? 'info' : 'warning'} title={report.valid ? t`Valid number` : t`Not a valid number`}>
            {report.valid ? undefined : problemText(report)}
          </Alert>
          <ValueTable caption={t`Phone number details`} rows={rows(report)} />
        </>
      )}
      <Card title={t`Send a message`}>
        <Stack>
          <TextInput label={t`Message`} value={message} onChange={(value) => update({ message: value })} multiline rows={3} />
          <ValueTable
            caption={t`Message links`}
            rows={[
              { key: 'whatsapp', label: t`WhatsApp link`, value: links?.whatsapp ?? null },
              { key: 'sms', label: t`SMS link (RFC 5724)`, value: links?.sms ?? null },
            ]}
          />
          {links && (
            <Row>
              <Link href={links.whatsapp}>{t`Open in WhatsApp`}</Link>
              <Link href={links.sms}>{t`Open in the SMS app`}</Link>
            </Row>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
