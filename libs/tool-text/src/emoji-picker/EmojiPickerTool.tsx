import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { emojiPickerState } from './state.js';
import { emojiPicker } from './emoji-picker.js';

/** Emoji picker: the UI. */
export default function EmojiPickerTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(emojiPickerState);
  const result = useMemo(() => (input ? attempt(() => emojiPicker(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
