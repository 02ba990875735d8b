import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { pgpKeyPairGeneratorState } from './state.js';
import { pgpKeyPairGenerator } from './pgp-key-pair-generator.js';

/** PGP key pair generator: the UI. */
export default function PgpKeyPairGeneratorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(pgpKeyPairGeneratorState);
  const result = useMemo(() => (input ? attempt(() => pgpKeyPairGenerator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
