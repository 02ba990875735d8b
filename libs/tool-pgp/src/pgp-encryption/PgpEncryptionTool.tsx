import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { pgpEncryptionState } from './state.js';
import { pgpEncryption } from './pgp-encryption.js';

/** PGP encryption: the UI. */
export default function PgpEncryptionTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(pgpEncryptionState);
  const result = useMemo(() => (input ? attempt(() => pgpEncryption(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
