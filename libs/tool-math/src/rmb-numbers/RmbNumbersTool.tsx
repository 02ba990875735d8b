import { attempt, Card, Checkbox, Stack, TextCopyable, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { rmbUppercase } from './rmb-numbers.js';
import { rmbNumbersState } from './state.js';
import styles from './RmbNumbersTool.module.css';

const UNITS = new Set([...'拾佰仟万亿兆元角分整人民币']);

/** RMB uppercase converter: the UI. */
export default function RmbNumbersTool() {
  const { t } = useLingui();
  const [s, update] = useToolState(rmbNumbersState);
  const result = useMemo(
    () => (s.amount.trim() === '' ? null : attempt(() => rmbUppercase(s.amount, { zeroBeforeJiao: s.zeroBeforeJiao, zhengAfterJiao: s.zhengAfterJiao, prefix: s.prefix, zhao: s.zhao }))),
    [s.amount, s.zeroBeforeJiao, s.zhengAfterJiao, s.prefix, s.zhao],
  );
  const text = result?.value ?? '';

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`Amount in yuan`}
            value={s.amount}
            onChange={(amount) => update({ amount })}
            error={result?.error}
            placeholder="1314.52"
            hint={t`Up to 16 digits before the point and two after it (角 and 分); ¥ and thousands commas are ignored.`}
            inputMode="decimal"
            autoComplete="off"
          />
          <div className={styles.options}>
            <Checkbox label={t`零 after 元 when the yuan digit is 0 (1680.32 → …捌拾元零叁角…)`} checked={s.zeroBeforeJiao} onChange={(zeroBeforeJiao) => update({ zeroBeforeJiao })} />
            <Checkbox label={t`整 after 角 too`} checked={s.zhengAfterJiao} onChange={(zhengAfterJiao) => update({ zhengAfterJiao })} />
            <Checkbox label={t`Start with 人民币`} checked={s.prefix} onChange={(prefix) => update({ prefix })} />
            <Checkbox label={t`兆 for 10^12 instead of 万亿`} checked={s.zhao} onChange={(zhao) => update({ zhao })} />
          </div>
        </Stack>
      </Card>
      <Card title={t`Amount in uppercase`}>
        <Stack>
          <p className={styles.big} lang="zh-CN" aria-hidden>
            {[...text].map((c, i) => (
              <span key={i} className={UNITS.has(c) ? styles.unit : undefined}>
                {c}
              </span>
            ))}
          </p>
          <TextCopyable label={t`Uppercase amount`} value={text} reserve={12} />
          <p>{t`Written by the People's Bank of China rules for cheques and settlement documents (正确填写票据和结算凭证的基本规定).`}</p>
        </Stack>
      </Card>
    </Stack>
  );
}
