import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ed25519KeyPairGeneratorState } from './state.js';
import { ed25519KeyPairGenerator } from './ed25519-key-pair-generator.js';

/** Ed25519 key pair generator: the UI. */
export default function Ed25519KeyPairGeneratorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(ed25519KeyPairGeneratorState);
  const result = useMemo(() => (input ? attempt(() => ed25519KeyPairGenerator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
