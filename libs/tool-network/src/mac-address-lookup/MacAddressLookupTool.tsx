import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { macAddressLookupState } from './state.js';
import { macAddressLookup } from './mac-address-lookup.js';

/** MAC address lookup: the UI. */
export default function MacAddressLookupTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(macAddressLookupState);
  const result = useMemo(() => (input ? attempt(() => macAddressLookup(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
