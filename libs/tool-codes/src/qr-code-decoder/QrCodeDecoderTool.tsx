import { Card, Stack, TextInput, ToolInputError, useToolState, ValueTable } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { CodeFacts, ScanPanel, scanStyles, type ScanSample } from '../shared/scan/ScanPanel.js';
import type { ReadCodesOptions } from '../shared/scan/zxing.js';
import { parseQrPayload, type Payload, type PayloadKind } from './qr-code-decoder.js';
import { QR_SAMPLE_URLS } from './samples.js';
import { qrCodeDecoderState } from './state.js';

const QR_OPTIONS: ReadCodesOptions = { formats: ['QRCode', 'MicroQRCode', 'RMQRCode'] };

type Parsed = { ok: true; payload: Payload } | { ok: false; error: string };
function parse(text: string): Parsed {
  try {
    return { ok: true, payload: parseQrPayload(text) };
  } catch (error) {
    if (error instanceof ToolInputError) return { ok: false, error: error.message };
    throw error;
  }
}

/** The payload's fields as a table, with translated names. */
function PayloadTable({ parsed, caption }: { parsed: Parsed; caption: string }) {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    ssid: t`Network name (SSID)`,
    security: t`Security`,
    password: t`Password`,
    hidden: t`Hidden network`,
    eapMethod: t`EAP method`,
    anonymousIdentity: t`Anonymous identity`,
    identity: t`Identity`,
    phase2: t`Phase 2 method`,
    formattedName: t`Full name`,
    name: t`Name`,
    organization: t`Organisation`,
    title: t`Job title`,
    phone: t`Phone`,
    email: t`E-mail`,
    url: t`URL`,
    address: t`Address`,
    note: t`Note`,
    birthday: t`Birthday`,
    nickname: t`Nickname`,
    summary: t`Summary`,
    start: t`Starts`,
    end: t`Ends`,
    location: t`Location`,
    description: t`Description`,
    organizer: t`Organiser`,
    repeats: t`Repeats (RRULE)`,
    to: t`Recipient`,
    cc: t`Cc`,
    bcc: t`Bcc`,
    subject: t`Subject`,
    body: t`Body`,
    number: t`Phone number`,
    message: t`Message`,
    latitude: t`Latitude`,
    longitude: t`Longitude`,
    altitude: t`Altitude (m)`,
    uncertainty: t`Uncertainty (m)`,
    query: t`Place`,
    map: t`Map (OpenStreetMap)`,
    host: t`Host`,
    warning: t`Warning`,
    text: t`Text`,
  };
  const kinds: Record<PayloadKind, string> = {
    wifi: t`Wi-Fi network`,
    vcard: t`Contact (vCard)`,
    mecard: t`Contact (MECARD)`,
    event: t`Calendar event`,
    url: t`Web address`,
    email: t`E-mail`,
    tel: t`Phone number`,
    geo: t`Location`,
    sms: t`Text message`,
    text: t`Plain text`,
  };
  if (!parsed.ok) return <p role="alert">{parsed.error}</p>;
  const counts = new Map<string, number>();
  const rows = parsed.payload.fields.map((f) => {
    const n = (counts.get(f.key) ?? 0) + 1;
    counts.set(f.key, n);
    const base = labels[f.key] ?? f.key;
    const label = n > 1 ? `${base} ${n}` : base;
    const value = f.key === 'hidden' ? (f.value === 'yes' ? t`yes` : t`no`) : f.key === 'warning' ? t`Not encrypted (http): check the address before opening it.` : f.value;
    return { key: `${f.key}-${n}`, label, value };
  });
  return <ValueTable caption={`${caption}: ${kinds[parsed.payload.kind]}`} rows={rows} />;
}

/**
 * QR code decoder: the UI. Images come from a file, a drop, a paste or the camera; every QR code
 * (also Micro QR and rMQR) is read in a Web Worker by zxing-cpp, outlined on the picture, and its
 * text shown with its payload's fields. A code's text can also be typed or pasted.
 */
export default function QrCodeDecoderTool() {
  const { t } = useLingui();
  const [{ sample, text }, update] = useToolState(qrCodeDecoderState);
  const scanSample = useMemo<ScanSample | null>(() => (sample ? { name: `qr-${sample}.png`, url: QR_SAMPLE_URLS[sample] } : null), [sample]);
  const onOwnImage = useCallback(() => update({ sample: '' }), [update]);
  const typed = useMemo(() => (text ? parse(text) : null), [text]);

  return (
    <Stack>
      <Card>
        <ScanPanel label={t`QR code image`} options={QR_OPTIONS} sample={scanSample} onOwnImage={onOwnImage} noneFound={t`No QR code was found in this image. Try a sharper or larger picture, with the whole code and its white margin in view.`}>
          {(codes) =>
            codes.map((code, i) => (
              <section key={i} aria-label={t`QR code ${i + 1}`}>
                <Stack>
                  <span className={scanStyles.badge}>{t`QR code ${i + 1}`}</span>
                  <TextInput label={t`Decoded text of QR code ${i + 1}`} value={code.text} readOnly multiline copyable monospace rows={Math.min(6, code.text.split('\n').length + 1)} />
                  <PayloadTable parsed={parse(code.text)} caption={t`Fields of QR code ${i + 1}`} />
                  <CodeFacts code={code} formatLabel={code.format === 'QRCode' ? 'QR Code' : code.format === 'MicroQRCode' ? 'Micro QR Code' : code.format === 'RMQRCode' ? 'rMQR Code' : code.format} />
                </Stack>
              </section>
            ))
          }
        </ScanPanel>
      </Card>
      <Card title={t`Read a QR code's text`}>
        <Stack>
          <TextInput
            label={t`QR code text`}
            value={text}
            onChange={(value) => update({ text: value })}
            multiline
            monospace
            placeholder="WIFI:T:WPA;S:MyNetwork;P:secret;;"
            hint={t`Paste what a scanner app read to see its fields: Wi-Fi, vCard, MECARD, calendar event, URL, e-mail, phone, location, SMS.`}
            error={typed && !typed.ok ? typed.error : null}
          />
          {typed && typed.ok && <PayloadTable parsed={typed} caption={t`Fields of the text`} />}
        </Stack>
      </Card>
    </Stack>
  );
}
