import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { urlParserState } from './state.js';
import { urlParser } from './url-parser.js';

/** URL parser: the UI. */
export default function UrlParserTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(urlParserState);
  const result = useMemo(() => (input ? attempt(() => urlParser(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
