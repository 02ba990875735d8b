import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { xsltTesterState } from './state.js';
import { xsltTester } from './xslt-tester.js';

/** XSLT tester: the UI. */
export default function XsltTesterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(xsltTesterState);
  const result = useMemo(() => (input ? attempt(() => xsltTester(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
