import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { apiTesterState } from './state.js';
import { apiTester } from './api-tester.js';

/** API tester: the UI. */
export default function ApiTesterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(apiTesterState);
  const result = useMemo(() => (input ? attempt(() => apiTester(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
