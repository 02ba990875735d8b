import { attempt, ButtonsSelect, Card, Checkbox, Row, Select, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo } from 'react';
import { generateToc, insertToc, TOC_LIST_STYLES, type TocListStyle } from './markdown-toc-generator.js';
import { markdownTocGeneratorState } from './state.js';

const LEVELS = ['1', '2', '3', '4', '5', '6'] as const;
const INDENTS = ['2', '3', '4', '8'] as const;

/** Markdown TOC generator: a document's headings → a nested list of links with GitHub anchors, alone or put into the document. */
export default function MarkdownTocGeneratorTool() {
  const { t } = useLingui();
  const [{ input, minLevel, maxLevel, listStyle, indent, links, anchorPrefix, output }, update] = useToolState(markdownTocGeneratorState);
  const source = useDeferredValue(input);
  const result = useMemo(
    () =>
      attempt(() => {
        const toc = generateToc(source, { minLevel, maxLevel, listStyle, indent, links, anchorPrefix });
        return output === 'document' ? insertToc(source, toc) : toc;
      }),
    [source, minLevel, maxLevel, listStyle, indent, links, anchorPrefix, output],
  );

  return (
    <Stack>
      <Card>
        <TextInput
          label={t`Markdown document`}
          value={input}
          onChange={(value) => update({ input: value })}
          multiline
          rows={12}
          monospace
          placeholder={t`# Title…`}
          openFile
          error={output === 'document' ? result.error : undefined}
          hint={t`Headings in code blocks are ignored. To insert the TOC, put <!-- toc --> or [TOC] on a line of its own.`}
        />
      </Card>
      <Card title={t`Options`}>
        <Stack>
          <Row>
            <Select label={t`From level`} value={String(minLevel) as (typeof LEVELS)[number]} onChange={(v) => update({ minLevel: Number(v) })} options={LEVELS} />
            <Select label={t`To level`} value={String(maxLevel) as (typeof LEVELS)[number]} onChange={(v) => update({ maxLevel: Number(v) })} options={LEVELS} />
            <ButtonsSelect<TocListStyle> label={t`List marker`} size="small" value={listStyle} onChange={(v) => update({ listStyle: v })} options={TOC_LIST_STYLES.map((s) => ({ value: s, label: s }))} />
            <Select label={t`Indent (spaces)`} value={String(indent) as (typeof INDENTS)[number]} onChange={(v) => update({ indent: Number(v) })} options={INDENTS} />
          </Row>
          <Row>
            <Checkbox label={t`Links to the headings`} checked={links} onChange={(v) => update({ links: v })} />
            <TextInput label={t`Anchor prefix`} value={anchorPrefix} onChange={(v) => update({ anchorPrefix: v })} placeholder="user-content-" spellCheck={false} />
            <ButtonsSelect<'toc' | 'document'>
              label={t`Output`}
              size="small"
              value={output}
              onChange={(v) => update({ output: v })}
              options={[
                { value: 'toc', label: t`Table of contents` },
                { value: 'document', label: t`Document with the TOC inserted` },
              ]}
            />
          </Row>
        </Stack>
      </Card>
      <Card>
        <TextInput
          label={t`Table of contents`}
          value={result.value ?? ''}
          readOnly
          multiline
          rows={12}
          monospace
          copyable
          error={output === 'toc' ? result.error : undefined}
        />
      </Card>
    </Stack>
  );
}
