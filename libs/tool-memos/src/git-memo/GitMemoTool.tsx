import { useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { MemoView } from '../shared/memo/MemoView.js';
import { gitMemo } from './git-memo.js';
import { gitMemoState } from './state.js';

/** Git cheat sheet: the UI. */
export default function GitMemoTool() {
  const { t } = useLingui();
  const [{ search }, update] = useToolState(gitMemoState);
  return (
    <MemoView
      memo={gitMemo}
      search={search}
      onSearch={(value) => update({ search: value })}
      searchLabel={t`Search Git commands`}
      placeholder={t`Command or task: rebase, undo, stash…`}
    />
  );
}
