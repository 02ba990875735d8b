import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { certificateKeyParserState } from './state.js';
import { certificateKeyParser } from './certificate-key-parser.js';

/** Certificate and key parser: the UI. */
export default function CertificateKeyParserTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(certificateKeyParserState);
  const result = useMemo(() => (input ? attempt(() => certificateKeyParser(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
