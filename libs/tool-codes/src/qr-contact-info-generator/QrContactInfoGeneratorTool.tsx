import { Alert, attempt, Button, ButtonsSelect, Card, downloadFile, Row, Select, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconDownload } from '@tabler/icons-react';
import { useMemo } from 'react';
import { encodeQr } from '../shared/qr/qr-code.js';
import { QrCodeView } from '../shared/qr/QrCodeView.js';
import { QrStyleFields } from '../shared/qr/QrStyleFields.js';
import styles from '../shared/qr/qr.module.css';
import { contactFromState, qrContactInfoGeneratorState } from './state.js';
import { contactDisplayName, contactProblems, qrContactInfoGenerator, type ContactFormat } from './qr-contact-info-generator.js';

/** Contact QR code generator: contact fields → vCard 3.0 / 4.0 or MECARD text → QR code, .vcf download. */
export default function QrContactInfoGeneratorTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(qrContactInfoGeneratorState);
  const { format } = state;
  const contact = useMemo(() => contactFromState(state), [state]);
  const problems = useMemo(() => contactProblems(contact), [contact]);
  const payload = useMemo(
    () => (problems.length ? null : attempt(() => qrContactInfoGenerator(contact, format))),
    [problems, contact, format],
  );
  const symbol = useMemo(
    () => (payload?.value ? attempt(() => encodeQr(payload.value.text, { ecLevel: state.ecLevel })) : null),
    [payload, state.ecLevel],
  );
  const problemOf = (field: string) => problems.find((p) => p.field === field && p.field !== 'name')?.message;
  const noName = problems.some((p) => p.field === 'name');
  const name = contactDisplayName(contact);
  const fileBase = name ? name.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '') || 'contact' : 'contact';
  const field = (key: keyof typeof state, label: string, extra: Partial<Parameters<typeof TextInput>[0]> = {}) => (
    <TextInput
      label={label}
      value={String(state[key])}
      onChange={(value) => update({ [key]: value } as Partial<typeof state>)}
      {...extra}
    />
  );

  return (
    <Card>
      <div className={styles.layout}>
        <div className={styles.fields}>
          <Stack>
            <ButtonsSelect<ContactFormat>
              label={t`Format`}
              options={[
                { label: 'vCard 3.0', value: 'vcard3' },
                { label: 'vCard 4.0', value: 'vcard4' },
                { label: t`MECARD (smaller)`, value: 'mecard' },
              ]}
              value={format}
              onChange={(value) => update({ format: value })}
            />
            <Row>
              {field('prefix', t`Prefix`, { placeholder: t`Dr.` })}
              {field('givenName', t`Given name`, { autoComplete: 'off' })}
              {field('middleName', t`Middle name`)}
            </Row>
            <Row>
              {field('familyName', t`Family name`, { autoComplete: 'off' })}
              {field('suffix', t`Suffix`, { placeholder: t`Jr.` })}
              {field('formattedName', t`Display name (optional)`, { hint: name ? t`Shown as: ${name}` : undefined })}
            </Row>
            {noName && <p className={styles.status}>{t`Enter a name or an organisation to make the code.`}</p>}
            <Row>
              {field('organization', t`Organisation`)}
              {field('department', t`Department`)}
              {field('title', t`Job title`)}
            </Row>
            <Row>
              {field('phoneMobile', t`Mobile phone`, {
                type: 'text',
                inputMode: 'tel',
                error: problemOf('phone-mobile'),
                placeholder: '+1 555 0100',
              })}
              {field('phoneWork', t`Work phone`, { inputMode: 'tel', error: problemOf('phone-work') })}
              {field('phoneHome', t`Home phone`, { inputMode: 'tel', error: problemOf('phone-home') })}
              {field('phoneFax', t`Fax`, { inputMode: 'tel', error: problemOf('phone-fax') })}
            </Row>
            <Row>
              {field('emailWork', t`Work e-mail`, { inputMode: 'email', error: problemOf('email-work'), spellCheck: false })}
              {field('emailHome', t`Personal e-mail`, { inputMode: 'email', error: problemOf('email-home'), spellCheck: false })}
              {field('url', t`Website`, { inputMode: 'url', spellCheck: false, placeholder: 'https://example.com/' })}
            </Row>
            <Row>
              <Select<'work' | 'home'>
                label={t`Address`}
                options={[
                  { label: t`Work address`, value: 'work' },
                  { label: t`Home address`, value: 'home' },
                ]}
                value={state.addressKind}
                onChange={(value) => update({ addressKind: value })}
              />
              {field('street', t`Street`)}
              {field('locality', t`City`)}
            </Row>
            <Row>
              {field('region', t`Region or state`)}
              {field('postalCode', t`Postal code`)}
              {field('country', t`Country`)}
            </Row>
            <Row>{field('birthday', t`Birthday`, { type: 'date', error: problemOf('birthday') })}</Row>
            {field('note', t`Note`, { multiline: true, rows: 2, openFile: false })}
            {payload?.value?.warnings.map((warning) => (
              <Alert key={warning} type="warning">
                {warning}
              </Alert>
            ))}
            {symbol?.error && <Alert type="error">{symbol.error}</Alert>}
            <TextInput
              label={format === 'mecard' ? t`MECARD text` : t`vCard text`}
              value={payload?.value?.text ?? ''}
              readOnly
              multiline
              monospace
              copyable
              rows={8}
              copyLabel={t`Copy the contact text`}
              openFile={false}
            />
            <Row>
              <Button
                disabled={!payload?.value || format === 'mecard'}
                onClick={() => payload?.value && downloadFile(payload.value.text, `${fileBase}.vcf`, 'text/vcard;charset=utf-8')}
              >
                <IconDownload size={18} aria-hidden />
                {t`Download .vcf`}
              </Button>
            </Row>
            <QrStyleFields value={state} onChange={update} />
          </Stack>
        </div>
        <QrCodeView
          symbol={symbol?.value ?? null}
          style={state}
          alt={t`QR code of the contact`}
          fileName={`${fileBase}-qr`}
          emptyText={t`Enter a name`}
        />
      </div>
    </Card>
  );
}
