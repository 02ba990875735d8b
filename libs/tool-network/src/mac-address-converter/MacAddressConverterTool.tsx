import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { macAddressConverterState } from './state.js';
import { macAddressConverter } from './mac-address-converter.js';

/** MAC address converter: the UI. */
export default function MacAddressConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(macAddressConverterState);
  const result = useMemo(() => (input ? attempt(() => macAddressConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
