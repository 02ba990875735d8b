import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { htmlWysiwygEditorState } from './state.js';
import { htmlWysiwygEditor } from './html-wysiwyg-editor.js';

/** HTML WYSIWYG editor: the UI. */
export default function HtmlWysiwygEditorTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(htmlWysiwygEditorState);
  const result = useMemo(() => (input ? attempt(() => htmlWysiwygEditor(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
