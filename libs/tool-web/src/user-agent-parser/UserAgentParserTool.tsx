import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { userAgentParserState } from './state.js';
import { userAgentParser } from './user-agent-parser.js';

/** User-agent parser: the UI. */
export default function UserAgentParserTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(userAgentParserState);
  const result = useMemo(() => (input ? attempt(() => userAgentParser(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
