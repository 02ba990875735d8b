import {
  Alert,
  Button,
  ButtonsSelect,
  Card,
  Collapse,
  DataTable,
  FileUpload,
  Link,
  ModalValue,
  Modal,
  Select,
  Stack,
  Table,
  TextCopyable,
  TextInput,
  Tooltip,
  useModal,
} from '@handy-tools/ui';
import { Markdown } from '@handy-tools/ui/markdown';
import { useState, type ComponentType } from 'react';

function AlertDemo() {
  return (
    <Stack>
      <Alert type="warning" title="Warning">A warning with a title.</Alert>
      <Alert type="error" title="Error">An error message.</Alert>
      <Alert type="info">Information without a title.</Alert>
    </Stack>
  );
}

function ButtonDemo() {
  return (
    <Stack>
      {(['small', 'medium', 'large'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', gap: 8 }}>
          <Button size={size}>Default {size}</Button>
          <Button size={size} variant="primary">Primary {size}</Button>
          <Button size={size} variant="subtle">Subtle {size}</Button>
          <Button size={size} disabled>Disabled</Button>
        </div>
      ))}
    </Stack>
  );
}

function ButtonsSelectDemo() {
  const [value, setValue] = useState('b');
  return <ButtonsSelect label="Pick one" options={[{ label: 'Option A', value: 'a' }, { label: 'Option B', value: 'b' }, 'c']} value={value} onChange={setValue} />;
}

function CardDemo() {
  return <Card title="Card title">Card content.</Card>;
}

function CollapseDemo() {
  return <Collapse title="Click to expand">Hidden content, shown after a click on the header.</Collapse>;
}

function FileUploadDemo() {
  const [names, setNames] = useState<string[]>([]);
  return (
    <Stack>
      <FileUpload label="Any file" multiple onFiles={(files) => setNames(files.map((f) => f.name))} />
      <FileUpload label="Images only" accept="image/*" imagePreview allowImagePaste onFiles={() => undefined} />
      <output aria-label="Chosen">{names.join(', ')}</output>
    </Stack>
  );
}

function InputTextDemo() {
  const [value, setValue] = useState('');
  return (
    <Stack>
      <TextInput label="With a rule" value={value} onChange={setValue} rules={[{ message: 'Length must be > 10', validate: (v) => v.length > 10 }]} />
      <TextInput label="Multiline, monospace" value={value} onChange={setValue} multiline monospace />
      <TextInput label="Copyable" value="copy me" readOnly copyable />
    </Stack>
  );
}

function LinkDemo() {
  return (
    <p>
      <Link href="/">An internal link</Link> and <Link href="https://example.org">an external one</Link>.
    </p>
  );
}

function MarkdownDemo() {
  return <Markdown source={'# Title\n\nSome **bold** text, a [link](https://example.org) and `code`.\n\n- one\n- two'} />;
}

function ModalValueDemo() {
  return <ModalValue label="Show the value" value="A value to copy: 0123456789abcdef" />;
}

function ModalDemo() {
  const modal = useModal();
  return (
    <>
      <Button onClick={modal.toggle}>Toggle modal</Button>
      <Modal title="A modal" open={modal.isOpen} onOpenChange={modal.setOpen}>
        <p>Content of the modal. Click outside, press Escape or the close button to close it.</p>
        <Button onClick={modal.close}>Close</Button>
      </Modal>
    </>
  );
}

const manyOptions = Array.from({ length: 1000 }, (_, i) => ({ label: `Option ${i + 1}`, value: String(i + 1) }));

function SelectDemo() {
  const [a, setA] = useState('one');
  const [b, setB] = useState('1');
  return (
    <Stack>
      <Select label="Small" size="small" options={['one', 'two', 'three']} value={a} onChange={setA} />
      <Select label="1000 options, searchable" searchable options={manyOptions} value={b} onChange={setB} />
    </Stack>
  );
}

function TableDemo() {
  const rows = [
    { name: 'Alice', role: 'Developer', city: 'Oslo' },
    { name: 'Bob', role: 'Network engineer', city: 'Lyon' },
  ];
  return (
    <Table
      caption="People"
      columns={[
        { key: 'name', header: 'Name' },
        { key: 'role', header: 'Role' },
        { key: 'city', header: 'City' },
      ]}
      rows={rows}
      getRowKey={(row) => row.name}
    />
  );
}

function DataTableDemo() {
  return (
    <Stack>
      <DataTable data={[{ name: 'Alice', city: 'Oslo' }, { name: 'Bob', role: 'Network engineer' }]} />
      <DataTable data={[{ a: 1, b: 2 }]} headers={{ a: 'First', b: 'Second' }} description="Numbers" />
    </Stack>
  );
}

function TablesDemo() {
  return (
    <Stack>
      <TableDemo />
      <DataTableDemo />
    </Stack>
  );
}

function TextCopyableDemo() {
  return <TextCopyable label="Value" value="Some text to copy" showLabel />;
}

function TooltipDemo() {
  return (
    <div style={{ display: 'flex', gap: 8, padding: 40 }}>
      {(['top', 'bottom', 'left', 'right'] as const).map((side) => (
        <Tooltip key={side} content={`Tooltip on the ${side}`} side={side}>
          <Button>{side}</Button>
        </Tooltip>
      ))}
    </div>
  );
}

/** The component demos of the development-only /c-lib area, by route segment. */
export const DEMOS: readonly { name: string; Component: ComponentType }[] = [
  { name: 'alert', Component: AlertDemo },
  { name: 'button', Component: ButtonDemo },
  { name: 'buttons-select', Component: ButtonsSelectDemo },
  { name: 'card', Component: CardDemo },
  { name: 'collapse', Component: CollapseDemo },
  { name: 'file-upload', Component: FileUploadDemo },
  { name: 'input-text', Component: InputTextDemo },
  { name: 'link', Component: LinkDemo },
  { name: 'markdown', Component: MarkdownDemo },
  { name: 'modal-value', Component: ModalValueDemo },
  { name: 'modal', Component: ModalDemo },
  { name: 'select', Component: SelectDemo },
  { name: 'table', Component: TablesDemo },
  { name: 'text-copyable', Component: TextCopyableDemo },
  { name: 'tooltip', Component: TooltipDemo },
];
