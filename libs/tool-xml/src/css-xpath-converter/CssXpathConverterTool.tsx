import { attempt, ButtonsSelect, Card, Stack, TextCopyable, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo } from 'react';
import { cssToXpath, xpathToCss } from './css-xpath-converter.js';
import { cssXpathConverterState } from './state.js';

/** CSS ⇄ XPath converter: the UI. */
export default function CssXpathConverterTool() {
  const { t } = useLingui();
  const [{ css, xpath, prefix }, update] = useToolState(cssXpathConverterState);
  const cssDeferred = useDeferredValue(css);
  const xpathDeferred = useDeferredValue(xpath);
  const toXpath = useMemo(
    () => (cssDeferred.trim() === '' ? null : attempt(() => cssToXpath(cssDeferred, { prefix }))),
    [cssDeferred, prefix],
  );
  const toCss = useMemo(() => (xpathDeferred.trim() === '' ? null : attempt(() => xpathToCss(xpathDeferred))), [xpathDeferred]);
  return (
    <Stack>
      <Card title={t`CSS to XPath`}>
        <Stack>
          <TextInput
            label={t`CSS selector`}
            value={css}
            onChange={(css) => update({ css })}
            monospace
            spellCheck={false}
            error={toXpath?.error}
            placeholder="ul.menu > li:first-child a"
          />
          <ButtonsSelect
            label={t`Start`}
            value={prefix}
            onChange={(prefix) => update({ prefix })}
            options={[
              { value: '//', label: t`Anywhere (//)` },
              { value: './/', label: t`Under the context node (.//)` },
            ]}
          />
          <TextCopyable label={t`XPath expression`} value={toXpath?.value ?? ''} showLabel reserve={40} />
        </Stack>
      </Card>
      <Card title={t`XPath to CSS`}>
        <Stack>
          <TextInput
            label={t`XPath expression to convert`}
            value={xpath}
            onChange={(xpath) => update({ xpath })}
            monospace
            spellCheck={false}
            error={toCss?.error}
            placeholder="//div[@id='main']/p[1]"
            hint={t`CSS selects elements going down and forward only: no parent, preceding sibling, text or attribute node.`}
          />
          <TextCopyable label={t`CSS selector (converted)`} value={toCss?.value ?? ''} showLabel reserve={40} />
        </Stack>
      </Card>
    </Stack>
  );
}
