import { useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { MemoView } from '../shared/memo/MemoView.js';
import { jqMemo } from './jq-memo.js';
import { jqMemoState } from './state.js';

/** jq cheat sheet: the UI. */
export default function JqMemoTool() {
  const { t } = useLingui();
  const [{ search }, update] = useToolState(jqMemoState);
  return (
    <MemoView
      memo={jqMemo}
      search={search}
      onSearch={(value) => update({ search: value })}
      searchLabel={t`Search jq filters`}
      placeholder={t`Filter or word: select, map, group_by…`}
    />
  );
}
