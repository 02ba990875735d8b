import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { rsaKeyPairGeneratorState } from './state.js';
import { rsaKeyPairGenerator } from './rsa-key-pair-generator.js';

/** RSA key pair generator: the UI. */
export default function RsaKeyPairGeneratorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(rsaKeyPairGeneratorState);
  const result = useMemo(() => (input ? attempt(() => rsaKeyPairGenerator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
