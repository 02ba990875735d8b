import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { wifiQrcodeGeneratorState } from './state.js';
import { wifiQrcodeGenerator } from './wifi-qrcode-generator.js';

/** Wi-Fi QR code generator: the UI. */
export default function WifiQrcodeGeneratorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(wifiQrcodeGeneratorState);
  const result = useMemo(() => (input ? attempt(() => wifiQrcodeGenerator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
