import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { removeExifState } from './state.js';
import { removeExif } from './remove-exif.js';

/** Remove EXIF: the UI. */
export default function RemoveExifTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(removeExifState);
  const result = useMemo(() => (input ? attempt(() => removeExif(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
