import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { emailParserState } from './state.js';
import { emailParser } from './email-parser.js';

/** E-mail parser: the UI. */
export default function EmailParserTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(emailParserState);
  const result = useMemo(() => (input ? attempt(() => emailParser(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
