import { Button, Card, downloadFile, Row, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo } from 'react';
import { MarkdownStyleFields } from '../shared/MarkdownStyleFields.js';
import { htmlToMarkdown } from './html-to-markdown.js';
import { htmlToMarkdownState } from './state.js';

const STYLE_FIELDS = ['headingStyle', 'bulletListMarker', 'codeBlockStyle', 'fence', 'emDelimiter', 'strongDelimiter', 'linkStyle'] as const;

/** HTML to Markdown: HTML (typed, pasted or opened) → GFM Markdown, with the Markdown's style as options. */
export default function HtmlToMarkdownTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(htmlToMarkdownState);
  const { input, headingStyle, bulletListMarker, codeBlockStyle, fence, emDelimiter, strongDelimiter, linkStyle } = state;
  const source = useDeferredValue(input);
  const markdown = useMemo(
    () => htmlToMarkdown(source, { headingStyle, bulletListMarker, codeBlockStyle, fence, emDelimiter, strongDelimiter, linkStyle }),
    [source, headingStyle, bulletListMarker, codeBlockStyle, fence, emDelimiter, strongDelimiter, linkStyle],
  );

  return (
    <Stack>
      <Card>
        <TextInput
          label={t`HTML`}
          value={input}
          onChange={(value) => update({ input: value })}
          multiline
          rows={10}
          monospace
          placeholder={t`<h1>Title</h1><p>Some <b>HTML</b>…</p>`}
          openFile
        />
      </Card>
      <Card title={t`Markdown style`}>
        <Row>
          <MarkdownStyleFields fields={STYLE_FIELDS} value={state} onChange={update} />
        </Row>
      </Card>
      <Card title={t`Markdown`}>
        <Stack>
          <TextInput label={t`Markdown output`} value={markdown} readOnly multiline rows={12} monospace copyable copyLabel={t`Copy Markdown`} />
          <Row>
            <Button disabled={!markdown} onClick={() => downloadFile(markdown, 'document.md', 'text/markdown')}>
              {t`Download .md`}
            </Button>
          </Row>
        </Stack>
      </Card>
    </Stack>
  );
}
