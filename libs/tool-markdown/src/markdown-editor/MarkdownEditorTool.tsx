import { Button, ButtonsSelect, Card, CopyButton, downloadFile, Row, Stack, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import {
  IconBold,
  IconCode,
  IconHeading,
  IconItalic,
  IconLink,
  IconList,
  IconListCheck,
  IconListNumbers,
  IconQuote,
  IconSeparatorHorizontal,
  IconStrikethrough,
  IconTable,
} from '@tabler/icons-react';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type ChangeEvent, type ComponentType } from 'react';
import { DocumentPreview } from '../shared/DocumentPreview.js';
import { renderMarkdownDocument } from '../shared/render.js';
import styles from './editor.module.css';
import { applyMarkdownEdit, markdownEdit, type MarkdownAction } from './markdown-editor.js';
import { markdownEditorState } from './state.js';

type CodeMirrorModule = typeof import('./codemirror.js');
type EditorView = ReturnType<CodeMirrorModule['createMarkdownEditor']>;
type Layout = 'split' | 'editor' | 'preview';

/** Markdown editor: CodeMirror 6 with GFM highlighting and a toolbar, a live sanitised preview, open/download .md, copy HTML. */
export default function MarkdownEditorTool() {
  const { t } = useLingui();
  const [{ text, layout }, update] = useToolState(markdownEditorState);
  const host = useRef<HTMLDivElement>(null);
  const fallback = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [editor, setEditor] = useState<{ view: EditorView; cm: CodeMirrorModule } | null>(null);
  const latest = useRef(text);
  latest.current = text;

  // CodeMirror loads after the first render (never in the prerendered page), in this tool's chunk.
  useEffect(() => {
    let view: EditorView | undefined;
    let cancelled = false;
    void import('./codemirror.js').then((cm) => {
      if (cancelled || !host.current) return;
      view = cm.createMarkdownEditor({
        parent: host.current,
        doc: latest.current,
        label: t`Markdown`,
        placeholder: t`Write Markdown here…`,
        onChange: (doc) => update({ text: doc }),
      });
      setEditor({ view, cm });
    });
    return () => {
      cancelled = true;
      view?.destroy();
    };
    // The editor is created once; later text changes are pushed by the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Text set from outside (an example, a file, a link): the editor follows.
  useEffect(() => {
    if (editor) editor.cm.setDocument(editor.view, text);
  }, [editor, text]);

  const source = useDeferredValue(text);
  const html = useMemo(() => (source ? renderMarkdownDocument(source, { headingIds: true }) : ''), [source]);

  const act = (action: MarkdownAction) => {
    if (editor) {
      editor.cm.runAction(editor.view, action);
      return;
    }
    const area = fallback.current;
    const edit = markdownEdit(text, area?.selectionStart ?? text.length, area?.selectionEnd ?? text.length, action);
    update({ text: applyMarkdownEdit(text, edit) });
  };

  const openFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) update({ text: await file.text() });
  };

  const tools: [MarkdownAction, ComponentType<{ size?: number }>, string][] = [
    ['bold', IconBold, t`Bold (Ctrl+B)`],
    ['italic', IconItalic, t`Italic (Ctrl+I)`],
    ['strikethrough', IconStrikethrough, t`Strikethrough (Ctrl+Shift+X)`],
    ['heading', IconHeading, t`Heading (Ctrl+Alt+H)`],
    ['link', IconLink, t`Link (Ctrl+K)`],
    ['bulletList', IconList, t`Bulleted list (Ctrl+Shift+8)`],
    ['orderedList', IconListNumbers, t`Numbered list (Ctrl+Shift+7)`],
    ['taskList', IconListCheck, t`Task list`],
    ['quote', IconQuote, t`Quote (Ctrl+Shift+9)`],
    ['code', IconCode, t`Code (Ctrl+E)`],
    ['table', IconTable, t`Table`],
    ['rule', IconSeparatorHorizontal, t`Horizontal rule`],
  ];

  return (
    <Stack>
      <Card>
        <Stack>
          <Row>
            <div className={styles.toolbar} role="toolbar" aria-label={t`Formatting`}>
              {tools.map(([action, Icon, label]) => (
                <Button key={action} size="small" iconOnly aria-label={label} title={label} onClick={() => act(action)} disabled={layout === 'preview'}>
                  <Icon size={16} />
                </Button>
              ))}
            </div>
            <ButtonsSelect<Layout>
              label={t`View`}
              size="small"
              value={layout}
              onChange={(value) => update({ layout: value })}
              options={[
                { value: 'split', label: t`Editor and preview` },
                { value: 'editor', label: t`Editor` },
                { value: 'preview', label: t`Preview` },
              ]}
            />
          </Row>
          <div className={[styles.panes, layout !== 'split' ? styles.single : ''].join(' ')}>
            <div className={[styles.editor, layout === 'preview' ? styles.hidden : ''].join(' ')} ref={host}>
              {!editor && (
                <textarea
                  ref={fallback}
                  className={styles.fallback}
                  aria-label={t`Markdown`}
                  value={text}
                  onChange={(event) => update({ text: event.target.value })}
                  placeholder={t`Write Markdown here…`}
                />
              )}
            </div>
            <DocumentPreview html={html} label={t`Preview`} className={[styles.preview, layout === 'editor' ? styles.hidden : ''].join(' ')} />
          </div>
          <Row>
            <input ref={fileInput} type="file" accept=".md,.markdown,.mdown,.txt,text/markdown,text/plain" hidden onChange={openFile} aria-label={t`Markdown file`} />
            <Button onClick={() => fileInput.current?.click()}>{t`Open .md`}</Button>
            <Button disabled={!text} onClick={() => downloadFile(text, 'document.md', 'text/markdown')}>
              {t`Download .md`}
            </Button>
            <CopyButton value={html} label={t`Copy HTML`} showLabel disabled={!html} />
            <CopyButton value={text} label={t`Copy Markdown`} showLabel disabled={!text} />
          </Row>
        </Stack>
      </Card>
    </Stack>
  );
}
