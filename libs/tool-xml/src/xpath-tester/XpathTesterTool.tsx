import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { xpathTesterState } from './state.js';
import { xpathTester } from './xpath-tester.js';

/** XPath tester: the UI. */
export default function XpathTesterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(xpathTesterState);
  const result = useMemo(() => (input ? attempt(() => xpathTester(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
