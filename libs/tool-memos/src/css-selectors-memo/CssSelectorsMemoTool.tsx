import { useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { MemoView } from '../shared/memo/MemoView.js';
import { cssSelectorsMemo } from './css-selectors-memo.js';
import { cssSelectorsMemoState } from './state.js';

/** CSS selectors cheat sheet: the UI. */
export default function CssSelectorsMemoTool() {
  const { t } = useLingui();
  const [{ search }, update] = useToolState(cssSelectorsMemoState);
  return (
    <MemoView
      memo={cssSelectorsMemo}
      search={search}
      onSearch={(value) => update({ search: value })}
      searchLabel={t`Search selectors`}
      placeholder={t`Selector or word: :has, sibling, attribute…`}
    />
  );
}
