import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { pdfUnlockState } from './state.js';
import { pdfUnlock } from './pdf-unlock.js';

/** PDF unlock: the UI. */
export default function PdfUnlockTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(pdfUnlockState);
  const result = useMemo(() => (input ? attempt(() => pdfUnlock(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
