import {
  ButtonsSelect,
  Card,
  Checkbox,
  DocumentJobStatus,
  Row,
  Select,
  Stack,
  TextInput,
  useJobResult,
  useToolState,
  WORKER_INPUT_CHARS,
} from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { runFolderJob } from './run-in-worker.js';
import { folderStructureDiagramState } from './state.js';
import {
  countEntries,
  parseStructure,
  renderTree,
  treeToStructure,
  type RenderTreeOptions,
  type TreeSort,
  type TreeStyle,
} from './folder-structure-diagram.js';

type Drawn = { text: string; counts: { folders: number; files: number } };
type DrawRequest = { text: string; options: RenderTreeOptions };
type ReadRequest = { text: string; as: 'paths' | 'indented' };

const draw = (r: DrawRequest): Drawn => {
  const nodes = parseStructure(r.text);
  return { text: renderTree(nodes, r.options), counts: countEntries(nodes) };
};
const drawInWorker = (r: DrawRequest, signal: AbortSignal) => runFolderJob<Drawn>({ kind: 'draw', ...r }, signal);
const read = (r: ReadRequest): string => treeToStructure(r.text, r.as);
const readInWorker = (r: ReadRequest, signal: AbortSignal) => runFolderJob<string>({ kind: 'read', ...r }, signal);
const isLarge = (r: { text: string }) => r.text.length >= WORKER_INPUT_CHARS;

/** Folder structure diagram: indented list or paths → tree (├── └──), and a tree → paths or an indented list. */
export default function FolderStructureDiagramTool() {
  const { t } = useLingui();
  const [{ structure, tree, rootName, style, sort, trailingSlash, readAs }, update] = useToolState(folderStructureDiagramState);

  const drawRequest = useMemo<DrawRequest | null>(
    () =>
      structure.trim() === '' && structure.length < WORKER_INPUT_CHARS
        ? null
        : { text: structure, options: { style, sort, trailingSlash, rootName } },
    [structure, style, sort, trailingSlash, rootName],
  );
  const drawn = useJobResult(drawRequest, isLarge, draw, drawInWorker);
  const readRequest = useMemo<ReadRequest | null>(
    () => (tree.trim() === '' && tree.length < WORKER_INPUT_CHARS ? null : { text: tree, as: readAs }),
    [tree, readAs],
  );
  const readResult = useJobResult(readRequest, isLarge, read, readInWorker);
  const { folders, files } = drawn.value?.counts ?? { folders: 0, files: 0 };

  return (
    <Stack>
      <Card title={t`Draw a tree`}>
        <Stack>
          <TextInput
            label={t`Indented list or paths`}
            value={structure}
            onChange={(structure) => update({ structure })}
            multiline
            rows={8}
            monospace
            spellCheck={false}
            placeholder={'my-app\n  src\n    main.ts\nsrc/lib/util.ts'}
            hint={t`One entry per line, indented with spaces or tabs ("- " bullets are fine), or paths like src/app/main.ts. End a folder with /.`}
          />
          <Row>
            <ButtonsSelect<TreeStyle>
              label={t`Guides`}
              size="small"
              value={style}
              onChange={(style) => update({ style })}
              options={[
                { value: 'unicode', label: '├── └──' },
                { value: 'ascii', label: t`ASCII |-- \`--` },
              ]}
            />
            <Select<TreeSort>
              label={t`Order`}
              size="small"
              value={sort}
              onChange={(sort) => update({ sort })}
              options={[
                { value: 'none', label: t`As written` },
                { value: 'name', label: t`By name` },
                { value: 'folders-first', label: t`Folders first` },
              ]}
            />
            <TextInput
              label={t`Root line`}
              value={rootName}
              onChange={(rootName) => update({ rootName })}
              placeholder="."
              spellCheck={false}
            />
            <Checkbox label={t`Folders end with /`} checked={trailingSlash} onChange={(trailingSlash) => update({ trailingSlash })} />
          </Row>
          <DocumentJobStatus result={drawn} label={t`Drawing the tree…`} />
          <TextInput
            label={t`Tree diagram`}
            value={drawn.value?.text ?? ''}
            readOnly
            multiline
            rows={10}
            monospace
            copyable
            hint={t`${folders} folders, ${files} files`}
          />
        </Stack>
      </Card>
      <Card title={t`Read a tree`}>
        <Stack>
          <TextInput
            label={t`Tree diagram to read`}
            value={tree}
            onChange={(tree) => update({ tree })}
            multiline
            rows={8}
            monospace
            spellCheck={false}
            placeholder={'.\n├── src\n│   └── main.ts\n└── README.md'}
            hint={t`Output of the tree command (UTF-8 or --charset=ascii) or a diagram like the one above.`}
            error={readResult.error}
          />
          <ButtonsSelect<'paths' | 'indented'>
            label={t`Write as`}
            size="small"
            value={readAs}
            onChange={(readAs) => update({ readAs })}
            options={[
              { value: 'paths', label: t`Paths` },
              { value: 'indented', label: t`Indented list` },
            ]}
          />
          <DocumentJobStatus result={readResult} label={t`Reading the tree…`} />
          <TextInput label={t`Paths or indented list`} value={readResult.value ?? ''} readOnly multiline rows={8} monospace copyable />
        </Stack>
      </Card>
    </Stack>
  );
}
