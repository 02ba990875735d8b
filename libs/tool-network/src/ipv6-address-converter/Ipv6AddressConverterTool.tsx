import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ipv6AddressConverterState } from './state.js';
import { ipv6AddressConverter } from './ipv6-address-converter.js';

/** IPv6 address converter: the UI. */
export default function Ipv6AddressConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(ipv6AddressConverterState);
  const result = useMemo(() => (input ? attempt(() => ipv6AddressConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
