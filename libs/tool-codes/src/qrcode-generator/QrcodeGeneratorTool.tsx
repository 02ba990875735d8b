import {
  Alert,
  attempt,
  Button,
  Card,
  Checkbox,
  FileUpload,
  IntegerInput,
  Row,
  Select,
  Stack,
  TextInput,
  useToolState,
} from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { QR_EC_RECOVERY } from '../shared/qr/qr-code.js';
import { qrLogoFits } from '../shared/qr/qr-render.js';
import { QrCodeView } from '../shared/qr/QrCodeView.js';
import { QrStyleFields } from '../shared/qr/QrStyleFields.js';
import styles from '../shared/qr/qr.module.css';
import { qrcodeGeneratorState } from './state.js';
import { qrcodeGenerator, qrToText } from './qrcode-generator.js';

const VERSIONS = Array.from({ length: 40 }, (_, i) => String(i + 1));

/** QR code generator: text or URL → QR code (image, downloads, facts) and a text drawing. */
export default function QrcodeGeneratorTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(qrcodeGeneratorState);
  const { text, ecLevel, version, fileName, textCompact, textInvert } = state;
  const result = useMemo(() => attempt(() => qrcodeGenerator({ text, ecLevel, version })), [text, ecLevel, version]);
  const [logoHref, setLogoHref] = useState<string | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const logo = useMemo(() => (logoHref ? { size: state.logoSize / 100, href: logoHref } : undefined), [logoHref, state.logoSize]);
  const logoFit = result.value && logo ? qrLogoFits(result.value.size, logo.size, QR_EC_RECOVERY[result.value.ecLevel]) : null;
  const onLogo = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setLogoError(null);
    if (file.size > 512 * 1024) {
      setLogoError(t`The logo is over 512 KB: choose a smaller image.`);
      return;
    }
    const reader = new FileReader();
    reader.onload = () => setLogoHref(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => setLogoError(t`The image could not be read.`);
    reader.readAsDataURL(file);
  };
  const drawing = useMemo(
    () =>
      result.value
        ? attempt(() => qrToText(result.value, { margin: Math.min(state.margin, 4), compact: textCompact, invert: textInvert }))
        : null,
    [result, state.margin, textCompact, textInvert],
  );
  return (
    <Card>
      <Stack>
        <div className={styles.layout}>
          <div className={styles.fields}>
            <Stack>
              <TextInput
                label={t`Text or URL`}
                value={text}
                onChange={(value) => update({ text: value })}
                multiline
                rows={3}
                error={result.error}
                placeholder={t`https://example.com/`}
              />
              <QrStyleFields value={state} onChange={update} />
              <Row>
                <Select
                  label={t`Version (size)`}
                  options={[
                    { label: t`Auto (smallest that fits)`, value: '0' },
                    ...VERSIONS.map((v) => ({ label: t`${v} (${17 + 4 * Number(v)} modules)`, value: v })),
                  ]}
                  value={String(version)}
                  onChange={(v) => update({ version: Number(v) })}
                />
                <TextInput label={t`File name`} value={fileName} onChange={(value) => update({ fileName: value })} />
              </Row>
              <FileUpload
                label={t`Logo in the middle (optional): PNG, JPEG, GIF, WebP or SVG`}
                accept="image/png,image/jpeg,image/gif,image/webp,image/svg+xml"
                onFiles={onLogo}
              />
              {logoError && <Alert type="error">{logoError}</Alert>}
              {logoHref && (
                <Row>
                  <IntegerInput
                    label={t`Logo size (% of the code's side)`}
                    value={state.logoSize}
                    min={5}
                    max={35}
                    onChange={(logoSize) => update({ logoSize })}
                  />
                  <Button onClick={() => setLogoHref(null)}>{t`Remove the logo`}</Button>
                </Row>
              )}
              {logoFit && !logoFit.fits && result.value && (
                <Alert type="warning">
                  {t`The logo hides ${Math.round(logoFit.hidden * 100)} % of the modules, and level ${result.value.ecLevel} restores about ${QR_EC_RECOVERY[result.value.ecLevel]} %: choose level H or a smaller logo, or the code may not scan.`}
                </Alert>
              )}
            </Stack>
          </div>
          <QrCodeView
            symbol={result.value ?? null}
            style={state}
            logo={logo}
            alt={t`QR code of the text`}
            fileName={fileName}
            emptyText={result.error ? t`No QR code: see the message under the text.` : undefined}
          />
        </div>
        <Row>
          <Checkbox label={t`Compact (half blocks)`} checked={textCompact} onChange={(textCompact) => update({ textCompact })} />
          <Checkbox
            label={t`Invert (for light text on a dark terminal)`}
            checked={textInvert}
            onChange={(textInvert) => update({ textInvert })}
          />
        </Row>
        <TextInput
          label={t`As text (terminal, chat)`}
          value={drawing?.value ?? ''}
          readOnly
          multiline
          monospace
          copyable
          rows={textCompact ? 12 : 20}
          copyLabel={t`Copy the text drawing`}
        />
      </Stack>
    </Card>
  );
}
