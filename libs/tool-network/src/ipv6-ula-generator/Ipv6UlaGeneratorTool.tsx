import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ipv6UlaGeneratorState } from './state.js';
import { ipv6UlaGenerator } from './ipv6-ula-generator.js';

/** IPv6 ULA generator: the UI. */
export default function Ipv6UlaGeneratorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(ipv6UlaGeneratorState);
  const result = useMemo(() => (input ? attempt(() => ipv6UlaGenerator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
