import { Card, downloadFile, Button, Row, Select, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo } from 'react';
import { htmlToMarkdown } from './html-to-markdown.js';
import { htmlToMarkdownState } from './state.js';

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
          <Select
            label={t`Headings`}
            value={headingStyle}
            onChange={(value) => update({ headingStyle: value })}
            options={[
              { value: 'atx', label: t`# ATX` },
              { value: 'setext', label: t`Setext (underlined)` },
            ]}
          />
          <Select label={t`Bullet`} value={bulletListMarker} onChange={(value) => update({ bulletListMarker: value })} options={['-', '*', '+']} />
          <Select
            label={t`Code blocks`}
            value={codeBlockStyle}
            onChange={(value) => update({ codeBlockStyle: value })}
            options={[
              { value: 'fenced', label: t`Fenced` },
              { value: 'indented', label: t`Indented` },
            ]}
          />
          <Select label={t`Fence`} value={fence} onChange={(value) => update({ fence: value })} options={['```', '~~~']} />
          <Select
            label={t`Emphasis`}
            value={emDelimiter}
            onChange={(value) => update({ emDelimiter: value })}
            options={[
              { value: '*', label: '*em*' },
              { value: '_', label: '_em_' },
            ]}
          />
          <Select
            label={t`Strong`}
            value={strongDelimiter}
            onChange={(value) => update({ strongDelimiter: value })}
            options={[
              { value: '**', label: '**strong**' },
              { value: '__', label: '__strong__' },
            ]}
          />
          <Select
            label={t`Links`}
            value={linkStyle}
            onChange={(value) => update({ linkStyle: value })}
            options={[
              { value: 'inlined', label: t`Inline` },
              { value: 'referenced', label: t`References` },
            ]}
          />
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
