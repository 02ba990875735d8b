import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { regexTesterState } from './state.js';
import { regexTester } from './regex-tester.js';

/** Regex tester: the UI. */
export default function RegexTesterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(regexTesterState);
  const result = useMemo(() => (input ? attempt(() => regexTester(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
