import { Button, ButtonsSelect, Card, Row, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { sanitizeHtml } from '@handy-tools/ui/markdown';
import { useLingui } from '@lingui/react/macro';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBold,
  IconClearFormatting,
  IconCode,
  IconColumnInsertRight,
  IconH1,
  IconH2,
  IconH3,
  IconItalic,
  IconLink,
  IconList,
  IconListNumbers,
  IconQuote,
  IconRowInsertBottom,
  IconSeparatorHorizontal,
  IconStrikethrough,
  IconTablePlus,
  IconTrash,
  IconUnderline,
} from '@tabler/icons-react';
import { TableKit } from '@tiptap/extension-table';
import { TextStyleKit } from '@tiptap/extension-text-style';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import previewStyles from '../shared/preview.module.css';
import { cleanEditorHtml, formatHtml } from './html-wysiwyg-editor.js';
import { htmlWysiwygEditorState } from './state.js';
import styles from './wysiwyg.module.css';

/** Sanitises HTML that enters the editor (a stored or linked state, pasted source): the kit's rules. */
const clean = (html: string) => sanitizeHtml(html, { styleAttributes: true }).html;

interface Tool {
  key: string;
  label: string;
  Icon: ComponentType<{ size?: number }>;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
}

/** HTML WYSIWYG editor: tiptap rich text with a labelled toolbar → clean, prettified HTML; HTML source can be edited and loaded back. */
export default function HtmlWysiwygEditorTool() {
  const { t } = useLingui();
  const [{ html, indent, whitespace }, update] = useToolState(htmlWysiwygEditorState);
  const [source, setSource] = useState<string | null>(null);
  const [formatted, setFormatted] = useState<{ html: string; error?: string }>({ html: '' });
  // What the editor itself has emitted since the state was last set from outside: a render may still
  // carry one of these (state updates land after keystrokes that came later), and loading it back
  // would wipe what was typed since.
  const emitted = useRef(new Set<string>());

  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto', 'tel'] } }), TableKit.configure({ table: { resizable: false } }), TextStyleKit],
    content: '',
    immediatelyRender: false,
    editorProps: { attributes: { 'aria-label': t`Rich text`, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: e }) => {
      const out = cleanEditorHtml(e.getHTML());
      if (emitted.current.size > 1000) emitted.current.clear();
      emitted.current.add(out);
      update({ html: out });
    },
  });

  // State set from outside (storage, a link, an example): sanitised, then loaded into the editor.
  useEffect(() => {
    if (!editor || emitted.current.has(html)) return;
    emitted.current.clear();
    emitted.current.add(html);
    editor.commands.setContent(clean(html), { emitUpdate: false });
  }, [editor, html]);

  // Prettier loads on first use; the output keeps its room meanwhile.
  useEffect(() => {
    let stale = false;
    formatHtml(html, { indent: indent === '4' ? 4 : 2, whitespace }).then(
      (out) => !stale && setFormatted({ html: out }),
      (e: unknown) => !stale && setFormatted({ html: '', error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      stale = true;
    };
  }, [html, indent, whitespace]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            color: (e.getAttributes('textStyle').color as string | undefined) ?? '',
            background: (e.getAttributes('textStyle').backgroundColor as string | undefined) ?? '',
            inTable: e.isActive('table'),
            marks: ['bold', 'italic', 'underline', 'strike', 'code', 'link', 'bulletList', 'orderedList', 'blockquote'].filter((m) => e.isActive(m)).join(' '),
            headings: [1, 2, 3].filter((level) => e.isActive('heading', { level })).join(' '),
          }
        : null,
  });

  const setLink = (e: Editor) => {
    const previous = (e.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt(t`Link address (empty to remove the link)`, previous);
    if (href === null) return;
    if (href.trim() === '') e.chain().focus().extendMarkRange('link').unsetLink().run();
    else e.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };

  const tools: Tool[] = [
    { key: 'undo', label: t`Undo (Ctrl+Z)`, Icon: IconArrowBackUp, run: (e) => e.chain().focus().undo().run() },
    { key: 'redo', label: t`Redo (Ctrl+Shift+Z)`, Icon: IconArrowForwardUp, run: (e) => e.chain().focus().redo().run() },
    { key: 'h1', label: t`Heading 1`, Icon: IconH1, run: (e) => e.chain().focus().toggleHeading({ level: 1 }).run(), active: () => !!state?.headings.includes('1') },
    { key: 'h2', label: t`Heading 2`, Icon: IconH2, run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), active: () => !!state?.headings.includes('2') },
    { key: 'h3', label: t`Heading 3`, Icon: IconH3, run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: () => !!state?.headings.includes('3') },
    { key: 'bold', label: t`Bold (Ctrl+B)`, Icon: IconBold, run: (e) => e.chain().focus().toggleBold().run(), active: () => !!state?.marks.split(' ').includes('bold') },
    { key: 'italic', label: t`Italic (Ctrl+I)`, Icon: IconItalic, run: (e) => e.chain().focus().toggleItalic().run(), active: () => !!state?.marks.split(' ').includes('italic') },
    { key: 'underline', label: t`Underline (Ctrl+U)`, Icon: IconUnderline, run: (e) => e.chain().focus().toggleUnderline().run(), active: () => !!state?.marks.split(' ').includes('underline') },
    { key: 'strike', label: t`Strikethrough`, Icon: IconStrikethrough, run: (e) => e.chain().focus().toggleStrike().run(), active: () => !!state?.marks.split(' ').includes('strike') },
    { key: 'code', label: t`Code`, Icon: IconCode, run: (e) => e.chain().focus().toggleCode().run(), active: () => !!state?.marks.split(' ').includes('code') },
    { key: 'link', label: t`Link`, Icon: IconLink, run: setLink, active: () => !!state?.marks.split(' ').includes('link') },
    { key: 'bullet', label: t`Bulleted list`, Icon: IconList, run: (e) => e.chain().focus().toggleBulletList().run(), active: () => !!state?.marks.split(' ').includes('bulletList') },
    { key: 'ordered', label: t`Numbered list`, Icon: IconListNumbers, run: (e) => e.chain().focus().toggleOrderedList().run(), active: () => !!state?.marks.split(' ').includes('orderedList') },
    { key: 'quote', label: t`Quote`, Icon: IconQuote, run: (e) => e.chain().focus().toggleBlockquote().run(), active: () => !!state?.marks.split(' ').includes('blockquote') },
    { key: 'rule', label: t`Horizontal rule`, Icon: IconSeparatorHorizontal, run: (e) => e.chain().focus().setHorizontalRule().run() },
    { key: 'table', label: t`Insert a table`, Icon: IconTablePlus, run: (e) => e.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run() },
    { key: 'row', label: t`Add a row`, Icon: IconRowInsertBottom, run: (e) => e.chain().focus().addRowAfter().run() },
    { key: 'column', label: t`Add a column`, Icon: IconColumnInsertRight, run: (e) => e.chain().focus().addColumnAfter().run() },
    { key: 'deleteTable', label: t`Delete the table`, Icon: IconTrash, run: (e) => e.chain().focus().deleteTable().run() },
    { key: 'clear', label: t`Clear formatting`, Icon: IconClearFormatting, run: (e) => e.chain().focus().unsetAllMarks().clearNodes().run() },
  ];
  const tableOnly = new Set(['row', 'column', 'deleteTable']);

  const loadSource = () => {
    if (!editor || source === null) return;
    editor.commands.setContent(clean(source), { emitUpdate: true });
    setSource(null);
  };

  return (
    <Stack>
      <Card>
        <Stack>
          <div className={styles.toolbar} role="toolbar" aria-label={t`Formatting`}>
            {tools.map(({ key, label, Icon, run, active }) => {
              const pressed = active ? active(editor as Editor) : undefined;
              return (
                <Button
                  key={key}
                  size="small"
                  iconOnly
                  aria-label={label}
                  title={label}
                  aria-pressed={pressed}
                  className={pressed ? styles.pressed : undefined}
                  disabled={!editor || (tableOnly.has(key) && !state?.inTable)}
                  onClick={() => editor && run(editor)}
                >
                  <Icon size={16} />
                </Button>
              );
            })}
            <label className={styles.colour}>
              {t`Text colour`}
              <input type="color" value={state?.color && /^#[0-9a-f]{6}$/i.test(state.color) ? state.color : '#000000'} disabled={!editor} onChange={(e) => editor?.chain().focus().setColor(e.target.value).run()} />
            </label>
            <label className={styles.colour}>
              {t`Highlight`}
              <input type="color" value={state?.background && /^#[0-9a-f]{6}$/i.test(state.background) ? state.background : '#ffff00'} disabled={!editor} onChange={(e) => editor?.chain().focus().setBackgroundColor(e.target.value).run()} />
            </label>
          </div>
          <div className={[previewStyles.preview, styles.editor].join(' ')}>
            <EditorContent editor={editor} />
          </div>
        </Stack>
      </Card>
      <Card title={t`HTML`}>
        <Stack>
          <Row>
            <ButtonsSelect<'2' | '4'>
              label={t`Indent`}
              size="small"
              value={indent}
              onChange={(value) => update({ indent: value })}
              options={[
                { value: '2', label: t`2 spaces` },
                { value: '4', label: t`4 spaces` },
              ]}
            />
            <ButtonsSelect<'css' | 'ignore'>
              label={t`White space`}
              size="small"
              value={whitespace}
              onChange={(value) => update({ whitespace: value })}
              options={[
                { value: 'css', label: t`Exact (as rendered)` },
                { value: 'ignore', label: t`Compact lines` },
              ]}
            />
          </Row>
          <TextInput label={t`Clean HTML`} value={formatted.html} readOnly multiline rows={12} monospace copyable copyLabel={t`Copy HTML`} error={formatted.error} />
        </Stack>
      </Card>
      <Card title={t`Edit the HTML source`}>
        <Stack>
          <TextInput
            label={t`HTML source`}
            value={source ?? html}
            onChange={(value) => setSource(value)}
            multiline
            rows={8}
            monospace
            hint={t`Changes are sanitised, then loaded into the editor.`}
          />
          <Row>
            <Button variant="primary" disabled={source === null || !editor} onClick={loadSource}>
              {t`Load into the editor`}
            </Button>
          </Row>
        </Stack>
      </Card>
    </Stack>
  );
}
