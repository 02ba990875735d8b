import { useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { MemoView } from '../shared/memo/MemoView.js';
import { RegexExamples } from '../shared/memo/RegexExamples.js';
import { commonRegexMemo } from './common-regex-memo.js';
import { commonRegexMemoState } from './state.js';

/** Common regular expressions cheat sheet: the UI. */
export default function CommonRegexMemoTool() {
  const { t } = useLingui();
  const [{ search }, update] = useToolState(commonRegexMemoState);
  return (
    <MemoView
      memo={commonRegexMemo}
      search={search}
      onSearch={(value) => update({ search: value })}
      searchLabel={t`Search patterns`}
      placeholder={t`What to match: email, IPv4, date…`}
      renderExtra={(entry) => <RegexExamples entry={entry} />}
    />
  );
}
