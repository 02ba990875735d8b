import { Button, ButtonsSelect, Card, Checkbox, downloadFile, Row, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo } from 'react';
import { DocumentPreview, printDocument } from '../shared/DocumentPreview.js';
import { htmlDocument, markdownToHtml } from './markdown-to-html.js';
import { markdownToHtmlState } from './state.js';

/** Markdown to HTML: GFM source → sanitised HTML, its preview, download and a print view of the document alone. */
export default function MarkdownToHtmlTool() {
  const { t } = useLingui();
  const [{ input, rawHtml, headingIds, breaks }, update] = useToolState(markdownToHtmlState);
  const source = useDeferredValue(input);
  // Empty on the prerendered first render (no stored input there): the renderer needs the browser's DOM.
  const html = useMemo(() => (source ? markdownToHtml(source, { rawHtml, headingIds, breaks }) : ''), [source, rawHtml, headingIds, breaks]);

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`Markdown`}
            value={input}
            onChange={(value) => update({ input: value })}
            multiline
            rows={10}
            monospace
            placeholder={t`# Title, **bold**, | tables |, - [ ] tasks…`}
            openFile
          />
          <Row>
            <ButtonsSelect<'keep' | 'escape'>
              label={t`HTML in the Markdown`}
              size="small"
              value={rawHtml}
              onChange={(value) => update({ rawHtml: value })}
              options={[
                { value: 'keep', label: t`Keep (sanitised)` },
                { value: 'escape', label: t`Show as text` },
              ]}
            />
            <Checkbox label={t`Heading anchors (GitHub ids)`} checked={headingIds} onChange={(value) => update({ headingIds: value })} />
            <Checkbox label={t`Line breaks become <br>`} checked={breaks} onChange={(value) => update({ breaks: value })} />
          </Row>
        </Stack>
      </Card>
      <Card title={t`HTML`}>
        <Stack>
          <TextInput label={t`HTML output`} value={html} readOnly multiline rows={10} monospace copyable copyLabel={t`Copy HTML`} />
          <Row>
            <Button disabled={!html} onClick={() => downloadFile(htmlDocument(html), 'document.html', 'text/html')}>
              {t`Download .html`}
            </Button>
            <Button disabled={!html} onClick={printDocument}>
              {t`Print (or save as PDF)`}
            </Button>
          </Row>
        </Stack>
      </Card>
      <Card title={t`Preview`}>
        <DocumentPreview html={html} label={t`Rendered document`} />
      </Card>
    </Stack>
  );
}
