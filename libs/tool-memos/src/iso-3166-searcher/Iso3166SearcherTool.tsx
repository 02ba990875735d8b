import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { iso3166SearcherState } from './state.js';
import { iso3166Searcher } from './iso-3166-searcher.js';

/** ISO 3166 country codes: the UI. */
export default function Iso3166SearcherTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(iso3166SearcherState);
  const result = useMemo(() => (input ? attempt(() => iso3166Searcher(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
