import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { sqlPrettifyState } from './state.js';
import { sqlPrettify } from './sql-prettify.js';

/** SQL formatter: the UI. */
export default function SqlPrettifyTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(sqlPrettifyState);
  const result = useMemo(() => (input ? attempt(() => sqlPrettify(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
