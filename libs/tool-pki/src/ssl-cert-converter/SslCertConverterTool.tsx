import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { sslCertConverterState } from './state.js';
import { sslCertConverter } from './ssl-cert-converter.js';

/** SSL certificate converter: the UI. */
export default function SslCertConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(sslCertConverterState);
  const result = useMemo(() => (input ? attempt(() => sslCertConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
