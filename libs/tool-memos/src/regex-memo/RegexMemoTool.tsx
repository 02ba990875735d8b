import { useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { MemoView } from '../shared/memo/MemoView.js';
import { RegexExamples } from '../shared/memo/RegexExamples.js';
import { regexMemo } from './regex-memo.js';
import { regexMemoState } from './state.js';

/** Regular expression cheat sheet: the UI. */
export default function RegexMemoTool() {
  const { t } = useLingui();
  const [{ search }, update] = useToolState(regexMemoState);
  return (
    <MemoView
      memo={regexMemo}
      search={search}
      onSearch={(value) => update({ search: value })}
      searchLabel={t`Search the regex syntax`}
      placeholder={t`Syntax or word: lookahead, digit, flags…`}
      renderExtra={(entry) => <RegexExamples entry={entry} />}
    />
  );
}
