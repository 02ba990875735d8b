import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { cssXpathConverterState } from './state.js';
import { cssXpathConverter } from './css-xpath-converter.js';

/** CSS selector to XPath converter: the UI. */
export default function CssXpathConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(cssXpathConverterState);
  const result = useMemo(() => (input ? attempt(() => cssXpathConverter(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
