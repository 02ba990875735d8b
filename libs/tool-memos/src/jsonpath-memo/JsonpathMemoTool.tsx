import { useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { MemoView } from '../shared/memo/MemoView.js';
import { jsonpathMemo } from './jsonpath-memo.js';
import { jsonpathMemoState } from './state.js';

/** JSONPath cheat sheet: the UI. */
export default function JsonpathMemoTool() {
  const { t } = useLingui();
  const [{ search }, update] = useToolState(jsonpathMemoState);
  return (
    <MemoView
      memo={jsonpathMemo}
      search={search}
      onSearch={(value) => update({ search: value })}
      searchLabel={t`Search JSONPath expressions`}
      placeholder={t`Expression or word: filter, slice, recursive…`}
    />
  );
}
