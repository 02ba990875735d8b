import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { x509CertificateGeneratorState } from './state.js';
import { x509CertificateGenerator } from './x509-certificate-generator.js';

/** X.509 certificate generator: the UI. */
export default function X509CertificateGeneratorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(x509CertificateGeneratorState);
  const result = useMemo(() => (input ? attempt(() => x509CertificateGenerator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
