// CodeMirror 6 for the Markdown editor: loaded with import() from the tool's component, never at startup.
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { markdownKeymap, markdownLanguage } from '@codemirror/lang-markdown';
import { HighlightStyle, LanguageSupport, syntaxHighlighting } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, keymap, placeholder as placeholderExtension } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { markdownEdit, type MarkdownAction } from './markdown-editor.js';

/** Colours from the app's theme variables, so light and dark follow the app's choice. */
const theme = EditorView.theme({
  '&': { color: 'var(--ht-text)', backgroundColor: 'var(--ht-surface)', height: '100%', fontSize: '14px' },
  '&.cm-focused': { outline: '2px solid var(--ht-focus)', outlineOffset: '-2px' },
  '.cm-content': { fontFamily: 'var(--ht-mono)', caretColor: 'var(--ht-text)', padding: '8px 0' },
  '.cm-scroller': { overflow: 'auto', lineHeight: '1.55' },
  '.cm-line': { padding: '0 10px' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--ht-text)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: 'var(--ht-info-bg)' },
  '.cm-activeLine': { backgroundColor: 'var(--ht-surface-2)' },
  '.cm-placeholder': { color: 'var(--ht-text-muted)' },
});

const highlight = HighlightStyle.define([
  { tag: tags.heading, fontWeight: '700', color: 'var(--ht-primary-text)' },
  { tag: tags.strong, fontWeight: '700' },
  { tag: tags.emphasis, fontStyle: 'italic' },
  { tag: tags.strikethrough, textDecoration: 'line-through' },
  { tag: [tags.link, tags.url], color: 'var(--ht-primary-text)', textDecoration: 'underline' },
  { tag: tags.monospace, backgroundColor: 'var(--ht-code-bg)' },
  { tag: tags.quote, color: 'var(--ht-text-muted)' },
  { tag: [tags.processingInstruction, tags.meta, tags.contentSeparator], color: 'var(--ht-text-muted)' },
]);

/** Applies a toolbar action to the editor's main selection. */
export function runAction(view: EditorView, action: MarkdownAction): boolean {
  const { from, to } = view.state.selection.main;
  const edit = markdownEdit(view.state.doc.toString(), from, to, action);
  view.dispatch({ changes: { from: edit.from, to: edit.to, insert: edit.insert }, selection: { anchor: edit.anchor, head: edit.head }, scrollIntoView: true, userEvent: 'input' });
  view.focus();
  return true;
}

/** Options of {@link createMarkdownEditor}. */
export interface MarkdownEditorOptions {
  parent: HTMLElement;
  doc: string;
  label: string;
  placeholder: string;
  onChange: (doc: string) => void;
}

/** Creates the editor view: Markdown (GFM) highlighting, history, the toolbar's shortcuts, app theme. */
export function createMarkdownEditor({ parent, doc, label, placeholder, onChange }: MarkdownEditorOptions): EditorView {
  const shortcuts = keymap.of([
    { key: 'Mod-b', run: (v) => runAction(v, 'bold') },
    { key: 'Mod-i', run: (v) => runAction(v, 'italic') },
    { key: 'Mod-k', run: (v) => runAction(v, 'link') },
    { key: 'Mod-e', run: (v) => runAction(v, 'code') },
    { key: 'Mod-Shift-x', run: (v) => runAction(v, 'strikethrough') },
    { key: 'Mod-Alt-h', run: (v) => runAction(v, 'heading') },
    { key: 'Mod-Shift-8', run: (v) => runAction(v, 'bulletList') },
    { key: 'Mod-Shift-7', run: (v) => runAction(v, 'orderedList') },
    { key: 'Mod-Shift-9', run: (v) => runAction(v, 'quote') },
  ]);
  return new EditorView({
    parent,
    state: EditorState.create({
      doc,
      extensions: [
        history(),
        drawSelection(),
        highlightActiveLine(),
        EditorView.lineWrapping,
        // GFM without markdown()'s embedded HTML/CSS/JS parsers (about 50 KB gzip): HTML stays plain text.
        new LanguageSupport(markdownLanguage),
        syntaxHighlighting(highlight),
        theme,
        shortcuts,
        keymap.of([...markdownKeymap, ...defaultKeymap, ...historyKeymap, indentWithTab]),
        placeholderExtension(placeholder),
        EditorView.contentAttributes.of({ 'aria-label': label, 'aria-multiline': 'true', spellcheck: 'true' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
}

/** Replaces the editor's document (an example loaded, a file opened) without a history step the user made. */
export function setDocument(view: EditorView, doc: string): void {
  if (view.state.doc.toString() === doc) return;
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: doc } });
}
