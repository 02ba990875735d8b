import { useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { MemoView } from '../shared/memo/MemoView.js';
import { xpathMemo } from './xpath-memo.js';
import { xpathMemoState } from './state.js';

/** XPath cheat sheet: the UI. */
export default function XpathMemoTool() {
  const { t } = useLingui();
  const [{ search }, update] = useToolState(xpathMemoState);
  return (
    <MemoView
      memo={xpathMemo}
      search={search}
      onSearch={(value) => update({ search: value })}
      searchLabel={t`Search XPath expressions`}
      placeholder={t`Expression or word: ancestor, contains, count…`}
    />
  );
}
