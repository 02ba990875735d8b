import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { fileTypeState } from './state.js';
import { fileType } from './file-type.js';

/** File type detector: the UI. */
export default function FileTypeTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(fileTypeState);
  const result = useMemo(() => (input ? attempt(() => fileType(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
