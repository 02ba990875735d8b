import { useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { MemoRendering, MemoView } from '../shared/memo/MemoView.js';
import { markdownCheatsheet } from './markdown-cheatsheet.js';
import { markdownCheatsheetState } from './state.js';

/** Markdown cheat sheet: the UI. Each snippet is shown with its rendering. */
export default function MarkdownCheatsheetTool() {
  const { t } = useLingui();
  const [{ search }, update] = useToolState(markdownCheatsheetState);
  return (
    <MemoView
      memo={markdownCheatsheet}
      search={search}
      onSearch={(value) => update({ search: value })}
      searchLabel={t`Search Markdown syntax`}
      placeholder={t`Syntax or word: table, link, task…`}
      renderExtra={(entry) => <MemoRendering markdown={entry.code} label={t`Rendered`} />}
    />
  );
}
