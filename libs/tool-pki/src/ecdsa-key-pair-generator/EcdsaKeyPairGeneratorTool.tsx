import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ecdsaKeyPairGeneratorState } from './state.js';
import { ecdsaKeyPairGenerator } from './ecdsa-key-pair-generator.js';

/** ECDSA key pair generator: the UI. */
export default function EcdsaKeyPairGeneratorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(ecdsaKeyPairGeneratorState);
  const result = useMemo(() => (input ? attempt(() => ecdsaKeyPairGenerator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
