import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { rsaEncryptionState } from './state.js';
import { rsaEncryption } from './rsa-encryption.js';

/** RSA encryption: the UI. */
export default function RsaEncryptionTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(rsaEncryptionState);
  const result = useMemo(() => (input ? attempt(() => rsaEncryption(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
