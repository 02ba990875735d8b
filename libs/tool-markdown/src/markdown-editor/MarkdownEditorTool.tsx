import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { markdownEditorState } from './state.js';
import { markdownEditor } from './markdown-editor.js';

/** Markdown editor: the UI. */
export default function MarkdownEditorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(markdownEditorState);
  const result = useMemo(() => (input ? attempt(() => markdownEditor(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
