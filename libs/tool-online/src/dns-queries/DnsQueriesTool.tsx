import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { dnsQueriesState } from './state.js';
import { dnsQueries } from './dns-queries.js';

/** DNS queries: the UI. */
export default function DnsQueriesTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(dnsQueriesState);
  const result = useMemo(() => (input ? attempt(() => dnsQueries(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
