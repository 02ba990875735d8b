import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { qrContactInfoGeneratorState } from './state.js';
import { qrContactInfoGenerator } from './qr-contact-info-generator.js';

/** QR contact info generator: the UI. */
export default function QrContactInfoGeneratorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(qrContactInfoGeneratorState);
  const result = useMemo(() => (input ? attempt(() => qrContactInfoGenerator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
