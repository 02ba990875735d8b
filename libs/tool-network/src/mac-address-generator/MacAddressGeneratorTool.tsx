import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { macAddressGeneratorState } from './state.js';
import { macAddressGenerator } from './mac-address-generator.js';

/** MAC address generator: the UI. */
export default function MacAddressGeneratorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(macAddressGeneratorState);
  const result = useMemo(() => (input ? attempt(() => macAddressGenerator(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
