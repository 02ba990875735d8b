import { useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { MemoView } from '../shared/memo/MemoView.js';
import { nanoMemo } from './nano-memo.js';
import { nanoMemoState } from './state.js';

/** nano cheat sheet: the UI. */
export default function NanoMemoTool() {
  const { t } = useLingui();
  const [{ search }, update] = useToolState(nanoMemoState);
  return (
    <MemoView
      memo={nanoMemo}
      search={search}
      onSearch={(value) => update({ search: value })}
      searchLabel={t`Search nano shortcuts`}
      placeholder={t`Key or task: save, search, cut…`}
    />
  );
}
