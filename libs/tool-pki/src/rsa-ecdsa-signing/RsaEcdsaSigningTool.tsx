import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { rsaEcdsaSigningState } from './state.js';
import { rsaEcdsaSigning } from './rsa-ecdsa-signing.js';

/** RSA/ECDSA signer and verifier: the UI. */
export default function RsaEcdsaSigningTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(rsaEcdsaSigningState);
  const result = useMemo(() => (input ? attempt(() => rsaEcdsaSigning(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
