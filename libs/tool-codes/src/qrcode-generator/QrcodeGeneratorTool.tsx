import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { qrcodeGeneratorState } from './state.js';
import { qrcodeGenerator } from './qrcode-generator.js';

/** QR code generator: the UI. */
export default function QrcodeGeneratorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(qrcodeGeneratorState);
  const result = useMemo(() => (input ? attempt(() => qrcodeGenerator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
