import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ipv4AddressConverterState } from './state.js';
import { ipv4AddressConverter } from './ipv4-address-converter.js';

/** IPv4 address converter: the UI. */
export default function Ipv4AddressConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(ipv4AddressConverterState);
  const result = useMemo(() => (input ? attempt(() => ipv4AddressConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
