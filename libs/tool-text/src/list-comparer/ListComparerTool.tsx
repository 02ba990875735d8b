import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { listComparerState } from './state.js';
import { listComparer } from './list-comparer.js';

/** List comparer: the UI. */
export default function ListComparerTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(listComparerState);
  const result = useMemo(() => (input ? attempt(() => listComparer(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
