import { Select } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import type { MarkdownStyle, MarkdownStyleField } from './markdown-style.js';

/**
 * The selects of the Markdown style choices a tool offers (headings, bullet, code blocks, fence,
 * emphasis, strong, links), in that order, each labelled.
 *
 * @param fields - the fields to show.
 * @param value - their current values.
 * @param onChange - called with the one field that changed.
 */
export function MarkdownStyleFields<K extends MarkdownStyleField>({
  fields,
  value,
  onChange,
}: {
  fields: readonly K[];
  value: Pick<MarkdownStyle, K>;
  onChange: (patch: Partial<Pick<MarkdownStyle, K>>) => void;
}) {
  const { t } = useLingui();
  const choices: { [F in MarkdownStyleField]: { label: string; options: { value: MarkdownStyle[F]; label: string }[] } } = {
    headingStyle: {
      label: t`Headings`,
      options: [
        { value: 'atx', label: t`# ATX` },
        { value: 'setext', label: t`Setext (underlined)` },
      ],
    },
    bulletListMarker: { label: t`Bullet`, options: (['-', '*', '+'] as const).map((v) => ({ value: v, label: v })) },
    codeBlockStyle: {
      label: t`Code blocks`,
      options: [
        { value: 'fenced', label: t`Fenced` },
        { value: 'indented', label: t`Indented` },
      ],
    },
    fence: { label: t`Fence`, options: (['```', '~~~'] as const).map((v) => ({ value: v, label: v })) },
    emDelimiter: {
      label: t`Emphasis`,
      options: [
        { value: '*', label: '*em*' },
        { value: '_', label: '_em_' },
      ],
    },
    strongDelimiter: {
      label: t`Strong`,
      options: [
        { value: '**', label: '**strong**' },
        { value: '__', label: '__strong__' },
      ],
    },
    linkStyle: {
      label: t`Links`,
      options: [
        { value: 'inlined', label: t`Inline` },
        { value: 'referenced', label: t`References` },
      ],
    },
  };
  return (
    <>
      {fields.map((field) => (
        <Select
          key={field}
          label={choices[field].label}
          value={value[field] as string}
          onChange={(v) => onChange({ [field]: v } as Partial<Pick<MarkdownStyle, K>>)}
          options={choices[field].options as { value: string; label: string }[]}
        />
      ))}
    </>
  );
}
