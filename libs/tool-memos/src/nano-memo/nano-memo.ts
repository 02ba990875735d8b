import { msg } from '@lingui/core/macro';
import type { Memo } from '../shared/memo/memo.js';

/**
 * The GNU nano cheat sheet (nano 7 and 8, https://www.nano-editor.org/dist/latest/nano.html):
 * keys for files, editing, searching, moving and display, command-line options and `nanorc`
 * settings. In nano's own help, `^` means Ctrl and `M-` means Alt (or Esc then the key).
 * Written for this project.
 */
export const nanoMemo: Memo = {
  id: 'nano',
  sections: [
    {
      id: 'files',
      title: msg`Files`,
      entries: [
        { code: 'Ctrl+O', description: msg`Write the file (asks for the name; Enter keeps it).` },
        { code: 'Ctrl+S', description: msg`Save at once, without asking.` },
        { code: 'Ctrl+X', description: msg`Exit; asks whether to save changes.` },
        { code: 'Ctrl+R', description: msg`Insert another file at the cursor.` },
        { code: 'Alt+.', description: msg`Next open file (buffer); \`Alt+,\` the previous one.` },
        { code: 'Ctrl+G', description: msg`Help: the list of every key.` },
      ],
    },
    {
      id: 'editing',
      title: msg`Editing`,
      entries: [
        { code: 'Ctrl+K', description: msg`Cut the line (or the marked text).` },
        { code: 'Alt+6', description: msg`Copy the line (or the marked text).` },
        { code: 'Ctrl+U', description: msg`Paste what was cut or copied.` },
        { code: 'Alt+A', description: msg`Start or stop marking text (selection); Shift+arrows also select.` },
        { code: 'Alt+U', description: msg`Undo.` },
        { code: 'Alt+E', description: msg`Redo.` },
        { code: 'Alt+3', description: msg`Comment or uncomment the line or selection.` },
        { code: 'Alt+}', description: msg`Indent the line or selection.` },
        { code: 'Alt+{', description: msg`Unindent the line or selection.` },
        { code: 'Ctrl+J', description: msg`Justify the paragraph.` },
        { code: 'Ctrl+T', description: msg`Run a command; its output goes into the file (spell check in older versions).` },
        { code: 'Alt+D', description: msg`Count lines, words and characters.` },
      ],
    },
    {
      id: 'search',
      title: msg`Search and replace`,
      entries: [
        { code: 'Ctrl+W', description: msg`Search forward.` },
        { code: 'Ctrl+Q', description: msg`Search backward.` },
        { code: 'Alt+W', description: msg`Next match; \`Alt+Q\` the previous one.` },
        { code: 'Ctrl+\\', description: msg`Replace (also \`Alt+R\`).` },
        { code: 'Alt+R', description: msg`In the search prompt: use regular expressions (toggle).` },
        { code: 'Alt+C', description: msg`In the search prompt: match case (toggle).` },
      ],
    },
    {
      id: 'moving',
      title: msg`Moving around`,
      entries: [
        { code: 'Ctrl+A', description: msg`Start of the line (Home).` },
        { code: 'Ctrl+E', description: msg`End of the line (End).` },
        { code: 'Ctrl+Y', description: msg`Page up.` },
        { code: 'Ctrl+V', description: msg`Page down.` },
        { code: 'Alt+\\', description: msg`First line of the file.` },
        { code: 'Alt+/', description: msg`Last line of the file.` },
        { code: 'Ctrl+_', description: msg`Go to a line (and column: \`12,5\`); also \`Alt+G\`.` },
        { code: 'Alt+]', description: msg`Jump to the matching bracket.` },
        { code: 'Ctrl+C', description: msg`Show the cursor position.` },
      ],
    },
    {
      id: 'display',
      title: msg`Display`,
      entries: [
        { code: 'Alt+N', description: msg`Line numbers on or off.` },
        { code: 'Alt+S', description: msg`Soft wrapping of long lines on or off.` },
        { code: 'Alt+P', description: msg`Show tabs and trailing spaces.` },
        { code: 'Alt+X', description: msg`Hide or show the help lines at the bottom.` },
        { code: 'Alt+M', description: msg`Mouse support on or off.` },
      ],
    },
    {
      id: 'command-line',
      title: msg`Command line`,
      entries: [
        { code: 'nano +12 file.txt', description: msg`Open at line 12 (\`+12,5\` adds the column).` },
        { code: 'nano -l file.txt', description: msg`Show line numbers.` },
        { code: 'nano -v file.txt', description: msg`View only: no changes allowed.` },
        { code: 'nano -B file.txt', description: msg`Keep a backup (\`file.txt~\`) when saving.` },
        { code: 'nano -i -E -T 4 script.py', description: msg`Auto-indent, tabs to spaces, tab size 4.` },
        { code: 'sudo nano /etc/hosts', description: msg`Edit a system file as administrator.` },
      ],
    },
    {
      id: 'nanorc',
      title: msg`Settings (~/.nanorc)`,
      entries: [
        { code: 'set linenumbers', description: msg`Always show line numbers.` },
        { code: 'set tabsize 4\nset tabstospaces', description: msg`Tabs four columns wide, typed as spaces.` },
        { code: 'set autoindent', description: msg`New lines keep the indentation of the previous one.` },
        { code: 'set softwrap', description: msg`Wrap long lines on screen, not in the file.` },
        { code: 'set mouse', description: msg`Click to place the cursor, scroll with the wheel.` },
        { code: 'include "/usr/share/nano/*.nanorc"', description: msg`Syntax highlighting for many languages.` },
      ],
    },
  ],
};
