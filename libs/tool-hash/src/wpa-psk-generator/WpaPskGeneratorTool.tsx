import { attempt, Card, Checkbox, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { encodeDigest } from '../shared/encoding.js';
import { wpaPskGeneratorState } from './state.js';
import { parseSsid, parseWpaPassphrase, wpaPsk, wpaSupplicantBlock } from './wpa-psk-generator.js';

/** WPA PSK generator: the WPA/WPA2-Personal PSK of a passphrase and SSID, live as you type. */
export default function WpaPskGeneratorTool() {
  const { t } = useLingui();
  const [{ ssid, passphrase, showPassphrase }, update] = useToolState(wpaPskGeneratorState);
  const ssidResult = useMemo(() => (ssid === '' ? null : attempt(() => parseSsid(ssid))), [ssid]);
  const passphraseResult = useMemo(() => (passphrase === '' ? null : attempt(() => parseWpaPassphrase(passphrase))), [passphrase]);
  const [psk, setPsk] = useState<{ for: string; value: string } | null>(null);
  const valid = ssidResult?.value !== undefined && passphraseResult?.value !== undefined;
  const request = JSON.stringify([passphrase, ssid]);

  useEffect(() => {
    if (!valid) return;
    let current = true;
    wpaPsk(passphrase, ssid).then(
      (value) => {
        if (current) setPsk({ for: request, value });
      },
      () => {
        // Inputs were checked above; nothing else can fail.
      },
    );
    return () => {
      current = false;
    };
  }, [valid, passphrase, ssid, request]);

  const pskValue = valid && psk?.for === request ? psk.value : '';
  const block = pskValue ? wpaSupplicantBlock(ssid, pskValue) : '';

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`SSID (network name)`}
            value={ssid}
            onChange={(ssid) => update({ ssid })}
            placeholder={t`e.g. MyHomeWiFi`}
            error={ssidResult?.error}
            hint={t`1 to 32 bytes; case and spaces matter.`}
          />
          <TextInput
            label={t`Passphrase`}
            value={passphrase}
            onChange={(passphrase) => update({ passphrase })}
            type={showPassphrase ? 'text' : 'password'}
            autoComplete="off"
            spellCheck={false}
            error={passphraseResult?.error}
            hint={t`8 to 63 printable ASCII characters. Never saved; a shared link holds it only if you agree.`}
          />
          <Checkbox label={t`Show the passphrase`} checked={showPassphrase} onChange={(showPassphrase) => update({ showPassphrase })} />
        </Stack>
      </Card>
      <Card>
        <Stack>
          <TextInput label={t`PSK (256-bit, hex)`} value={pskValue} readOnly monospace copyable copyLabel={t`Copy the PSK`} placeholder={t`Type an SSID and a passphrase`} />
          <TextInput label={t`wpa_supplicant.conf`} value={block} readOnly monospace multiline rows={4} copyable copyLabel={t`Copy the configuration`} />
          <TextInput
            label={t`SSID bytes (hex)`}
            value={ssidResult?.value ? encodeDigest(ssidResult.value, 'hex') : ''}
            readOnly
            monospace
            copyable
            copyLabel={t`Copy the SSID bytes`}
            hint={t`The salt of the derivation: the SSID in UTF-8.`}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
