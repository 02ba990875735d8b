import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { extractTextFromHtmlState } from './state.js';
import { extractTextFromHtml } from './extract-text-from-html.js';

/** Extract text from HTML: the UI. */
export default function ExtractTextFromHtmlTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(extractTextFromHtmlState);
  const result = useMemo(() => (input ? attempt(() => extractTextFromHtml(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
