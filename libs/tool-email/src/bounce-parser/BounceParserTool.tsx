import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { bounceParserState } from './state.js';
import { bounceParser } from './bounce-parser.js';

/** Bounce message parser: the UI. */
export default function BounceParserTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(bounceParserState);
  const result = useMemo(() => (input ? attempt(() => bounceParser(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
