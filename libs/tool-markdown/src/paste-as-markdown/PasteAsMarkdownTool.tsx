import { Button, Card, Checkbox, Collapse, downloadFile, Row, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useId, useMemo, type ClipboardEvent, type FormEvent } from 'react';
import { MarkdownStyleFields } from '../shared/MarkdownStyleFields.js';
import { clipboardToMarkdown } from './paste-as-markdown.js';
import styles from './paste.module.css';
import { pasteAsMarkdownState } from './state.js';

const STYLE_FIELDS = ['headingStyle', 'bulletListMarker', 'linkStyle'] as const;

/** Paste as Markdown: a paste target reading the clipboard's HTML (or tab-separated text) → Markdown. */
export default function PasteAsMarkdownTool() {
  const { t } = useLingui();
  const [{ html, text, firstRowHeader, headingStyle, bulletListMarker, linkStyle }, update] = useToolState(pasteAsMarkdownState);
  const hintId = useId();
  // The paste's two items are converted together (a deferred HTML with a new text would convert the old HTML again).
  const pasted = useMemo(() => ({ html, text }), [html, text]);
  const source = useDeferredValue(pasted);
  const result = useMemo(
    () => clipboardToMarkdown(source, { firstRowHeader, headingStyle, bulletListMarker, linkStyle }),
    [source, firstRowHeader, headingStyle, bulletListMarker, linkStyle],
  );

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    update({ html: event.clipboardData.getData('text/html'), text: event.clipboardData.getData('text/plain') });
  };
  // The target only takes pastes: typed text, drops and deletions leave it unchanged.
  const onBeforeInput = (event: FormEvent<HTMLDivElement>) => event.preventDefault();

  const from =
    result.markdown === ''
      ? t`Nothing pasted yet.`
      : result.source === 'html'
        ? t`Converted from the pasted rich content (HTML).`
        : result.source === 'table'
          ? t`Converted from a spreadsheet range (tab-separated text).`
          : t`Plain text: nothing to convert.`;

  return (
    <Stack>
      <Card>
        <Stack>
          <div
            className={styles.target}
            role="textbox"
            aria-multiline="true"
            aria-label={t`Paste target`}
            aria-describedby={hintId}
            contentEditable
            suppressContentEditableWarning
            spellCheck={false}
            tabIndex={0}
            onPaste={onPaste}
            onBeforeInput={onBeforeInput}
            onDrop={(event) => event.preventDefault()}
          >
            <span id={hintId}>{t`Click here and paste (Ctrl+V or ⌘V): a web page, a document or a spreadsheet range.`}</span>
          </div>
          <Row>
            <Checkbox label={t`First table row is the header`} checked={firstRowHeader} onChange={(value) => update({ firstRowHeader: value })} />
            <MarkdownStyleFields fields={STYLE_FIELDS} value={{ headingStyle, bulletListMarker, linkStyle }} onChange={update} />
          </Row>
        </Stack>
      </Card>
      <Card title={t`Markdown`}>
        <Stack>
          <TextInput label={t`Markdown output`} value={result.markdown} readOnly multiline rows={12} monospace copyable copyLabel={t`Copy Markdown`} hint={from} />
          <Row>
            <Button disabled={!result.markdown} onClick={() => downloadFile(result.markdown, 'pasted.md', 'text/markdown')}>
              {t`Download .md`}
            </Button>
            <Button disabled={!html && !text} onClick={() => update({ html: '', text: '' })}>
              {t`Clear`}
            </Button>
          </Row>
        </Stack>
      </Card>
      <Collapse title={t`Pasted HTML and text`}>
        <Stack>
          <TextInput label={t`Pasted HTML`} value={html} onChange={(value) => update({ html: value })} multiline rows={6} monospace />
          <TextInput label={t`Pasted text`} value={text} onChange={(value) => update({ text: value })} multiline rows={4} monospace />
        </Stack>
      </Collapse>
    </Stack>
  );
}
