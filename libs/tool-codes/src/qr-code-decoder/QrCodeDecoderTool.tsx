import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { qrCodeDecoderState } from './state.js';
import { qrCodeDecoder } from './qr-code-decoder.js';

/** QR code decoder: the UI. */
export default function QrCodeDecoderTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(qrCodeDecoderState);
  const result = useMemo(() => (input ? attempt(() => qrCodeDecoder(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
