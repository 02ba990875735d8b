import { Alert, attempt, Card, Checkbox, Row, Select, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { encodeQr } from '../shared/qr/qr-code.js';
import { QrCodeView } from '../shared/qr/QrCodeView.js';
import { QrStyleFields } from '../shared/qr/QrStyleFields.js';
import styles from '../shared/qr/qr.module.css';
import { wifiQrcodeGeneratorState } from './state.js';
import { EAP_METHODS, EAP_PHASE2_METHODS, wifiNetworkProblems, wifiQrcodeGenerator, type WifiSecurity } from './wifi-qrcode-generator.js';

/** Wi-Fi QR code generator: network settings → `WIFI:` text → QR code. The password is a secret. */
export default function WifiQrcodeGeneratorTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(wifiQrcodeGeneratorState);
  const { security, ssid, password, hidden, eapMethod, eapPhase2, eapIdentity, eapAnonymousIdentity, quoteHex } = state;
  const network = useMemo(
    () => ({ security, ssid, password, hidden, eapMethod, eapPhase2, eapIdentity, eapAnonymousIdentity, quoteHex }),
    [security, ssid, password, hidden, eapMethod, eapPhase2, eapIdentity, eapAnonymousIdentity, quoteHex],
  );
  const problems = useMemo(() => wifiNetworkProblems(network), [network]);
  const payload = useMemo(() => (problems.length ? null : attempt(() => wifiQrcodeGenerator(network))), [problems, network]);
  const symbol = useMemo(
    () => (payload?.value ? attempt(() => encodeQr(payload.value.text, { ecLevel: state.ecLevel })) : null),
    [payload, state.ecLevel],
  );
  // Nothing typed yet: no error, an empty frame.
  const pristine = ssid === '' && password === '';
  const problemOf = (field: string) => (pristine ? undefined : problems.find((p) => p.field === field)?.message);
  const needsPassword = security !== 'nopass';
  const eap = security === 'WPA2-EAP';

  return (
    <Card>
      <div className={styles.layout}>
        <div className={styles.fields}>
          <Stack>
            <Select<WifiSecurity>
              label={t`Security`}
              options={[
                { label: t`WPA/WPA2/WPA3-Personal (password; also mixed mode)`, value: 'WPA' },
                { label: t`WPA3-Personal only (no WPA2 fallback)`, value: 'WPA3' },
                { label: t`No password (open network)`, value: 'nopass' },
                { label: t`WEP (legacy)`, value: 'WEP' },
                { label: t`WPA2/WPA3-Enterprise (802.1X, EAP)`, value: 'WPA2-EAP' },
              ]}
              value={security}
              onChange={(value) => update({ security: value })}
            />
            <TextInput
              label={t`Network name (SSID)`}
              value={ssid}
              onChange={(value) => update({ ssid: value })}
              error={problemOf('ssid')}
              placeholder={t`My network`}
              spellCheck={false}
              autoComplete="off"
            />
            <Checkbox
              label={t`Hidden network (does not broadcast its name)`}
              checked={hidden}
              onChange={(value) => update({ hidden: value })}
            />
            {needsPassword && (
              <TextInput
                label={eap ? t`Password (optional for some EAP methods)` : t`Password`}
                type="password"
                value={password}
                onChange={(value) => update({ password: value })}
                error={problemOf('password')}
                autoComplete="off"
                hint={t`A secret: never stored by this page, and not put in a link unless you confirm.`}
              />
            )}
            {eap && (
              <>
                <Row>
                  <Select
                    label={t`EAP method`}
                    options={EAP_METHODS}
                    value={eapMethod}
                    onChange={(value) => update({ eapMethod: value })}
                    searchable
                  />
                  <Select
                    label={t`Phase 2 method`}
                    options={EAP_PHASE2_METHODS.map((m) => ({ label: m || t`None`, value: m }))}
                    value={eapPhase2}
                    onChange={(value) => update({ eapPhase2: value })}
                  />
                </Row>
                <Row>
                  <TextInput
                    label={t`Identity (user name)`}
                    value={eapIdentity}
                    onChange={(value) => update({ eapIdentity: value })}
                    error={problemOf('eapIdentity')}
                    autoComplete="off"
                    spellCheck={false}
                  />
                  <TextInput
                    label={t`Anonymous identity (optional)`}
                    value={eapAnonymousIdentity}
                    onChange={(value) => update({ eapAnonymousIdentity: value })}
                    autoComplete="off"
                    spellCheck={false}
                    placeholder="anonymous"
                  />
                </Row>
              </>
            )}
            <Checkbox
              label={t`Quote an SSID or password made only of hex digits (ZXing wiki; most phones keep the quotes)`}
              checked={quoteHex}
              onChange={(value) => update({ quoteHex: value })}
            />
            {payload?.value?.warnings.map((warning) => (
              <Alert key={warning} type="warning">
                {warning}
              </Alert>
            ))}
            {symbol?.error && <Alert type="error">{symbol.error}</Alert>}
            <TextInput
              label={t`Wi-Fi QR code text`}
              value={payload?.value?.text ?? ''}
              readOnly
              multiline
              rows={2}
              monospace
              copyable
              copyLabel={t`Copy the Wi-Fi QR code text`}
              hint={needsPassword ? t`Holds the password: share it only with people who may join.` : undefined}
            />
            <QrStyleFields value={state} onChange={update} />
          </Stack>
        </div>
        <QrCodeView
          symbol={symbol?.value ?? null}
          style={state}
          alt={t`QR code to join the Wi-Fi network`}
          fileName={ssid ? `wifi-${ssid.replace(/[^\p{L}\p{N}_-]+/gu, '-')}` : 'wifi'}
          emptyText={t`Enter the network name`}
        />
      </div>
    </Card>
  );
}
