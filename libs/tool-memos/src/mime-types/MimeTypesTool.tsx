import { useLingui } from '@lingui/react/macro';
import { Checkbox, Select, Stack, Table, TextInput, ValueTable, useToolState, type TableColumn, type ValueRow } from '@handy-tools/ui';
import { ToolInputError } from '@handy-tools/ui/kit';
import { useMemo } from 'react';
import { Pager, usePagedRows } from '../shared/reference/Pager.js';
import styles from '../shared/reference/reference.module.css';
import { MIME_DB_VERSION, MIME_TYPES } from './mime-data.js';
import { extensionMap, findMimeType, lookupExtension, searchMimeTypes, type MimeSource, type MimeType } from './mime-types.js';
import { mimeTypesState } from './state.js';

const PAGE_SIZE = 50;
const EXTENSIONS = extensionMap(MIME_TYPES);

type Lookup = { kind: 'type'; rows: ValueRow[]; caption: string } | { kind: 'error'; message: string } | null;

/** MIME types: the UI. */
export default function MimeTypesTool() {
  const { t } = useLingui();
  const [{ search, source, withExtensions }, update] = useToolState(mimeTypesState);
  const query = search.trim();

  const found = useMemo(() => searchMimeTypes(query, MIME_TYPES, { source, withExtensions }), [query, source, withExtensions]);

  // A single word: a type (has a slash) → its extensions; otherwise a file name or extension → its type.
  const lookup = useMemo((): Lookup => {
    if (query === '' || /\s/.test(query.split(';')[0]!.trim())) return null;
    try {
      const topLevel =
        /^(application|audio|chemical|example|font|haptics|image|message|model|multipart|text|video|x-[a-z0-9.+-]+)\/[^/]*$/i;
      if (topLevel.test(query.split(';')[0]!.trim())) {
        const mime = findMimeType(query, MIME_TYPES);
        if (!mime) return found.length ? null : { kind: 'error', message: t`mime-db does not know the type “${query}”.` };
        const header = mime.charset ? `${mime.type}; charset=${mime.charset.toLowerCase()}` : mime.type;
        return {
          kind: 'type',
          caption: mime.type,
          rows: [
            {
              key: 'ext',
              label: t`Extensions`,
              value: mime.extensions.length ? mime.extensions.map((e) => `.${e}`).join(' ') : null,
              note: t`none`,
            },
            { key: 'header', label: t`Content-Type header`, value: `Content-Type: ${header}` },
          ],
        };
      }
      const result = lookupExtension(query, MIME_TYPES, EXTENSIONS);
      if (!result.preferred)
        return found.length ? null : { kind: 'error', message: t`No MIME type is known for the extension .${result.extension}.` };
      const others = result.all.slice(1).map((m) => m.type);
      return {
        kind: 'type',
        caption: t`Extension .${result.extension}`,
        rows: [
          { key: 'type', label: t`MIME type`, value: result.preferred.type },
          {
            key: 'header',
            label: t`Content-Type header`,
            value: `Content-Type: ${result.preferred.charset ? `${result.preferred.type}; charset=${result.preferred.charset.toLowerCase()}` : result.preferred.type}`,
          },
          { key: 'others', label: t`Other types with this extension`, value: others.length ? others.join(', ') : null, note: t`none` },
        ],
      };
    } catch (error) {
      if (error instanceof ToolInputError) return found.length ? null : { kind: 'error', message: error.message };
      throw error;
    }
  }, [query, found.length, t]);

  const key = `${query}|${source}|${withExtensions}`;
  const { page: current, pager } = usePagedRows(found, key, PAGE_SIZE);

  const sourceNames: Record<MimeSource, string> = {
    iana: t`IANA registry`,
    apache: t`Apache`,
    nginx: t`nginx`,
    custom: t`Custom (mime-db)`,
  };
  const columns: TableColumn<MimeType>[] = [
    { key: 'type', header: t`MIME type`, className: styles.mono },
    {
      key: 'extensions',
      header: t`Extensions`,
      render: (m) => <span className={styles.mono}>{m.extensions.map((e) => `.${e}`).join(' ')}</span>,
    },
    { key: 'source', header: t`Source`, render: (m) => sourceNames[m.source] },
    { key: 'compressible', header: t`Compressible`, render: (m) => (m.compressible === undefined ? '' : m.compressible ? t`yes` : t`no`) },
    { key: 'charset', header: t`Charset`, render: (m) => m.charset ?? '' },
  ];

  return (
    <Stack>
      <TextInput
        label={t`Search by MIME type, extension or file name`}
        type="search"
        value={search}
        onChange={(search) => update({ search })}
        placeholder={t`report.pdf, .svg, application/json, image/`}
        error={lookup?.kind === 'error' ? lookup.message : null}
      />
      {lookup?.kind === 'type' && <ValueTable caption={lookup.caption} rows={lookup.rows} />}
      <div className={styles.filters}>
        <Select<'all' | MimeSource>
          label={t`Source`}
          value={source}
          onChange={(source) => update({ source })}
          options={[
            { value: 'all', label: t`All sources` },
            { value: 'iana', label: sourceNames.iana },
            { value: 'apache', label: sourceNames.apache },
            { value: 'nginx', label: sourceNames.nginx },
            { value: 'custom', label: sourceNames.custom },
          ]}
        />
        <Checkbox
          label={t`Only types with extensions`}
          checked={withExtensions}
          onChange={(withExtensions) => update({ withExtensions })}
        />
      </div>
      <p role="status" className={found.length === 0 ? styles.noResult : 'ht-visually-hidden'}>
        {found.length === 0 ? t`No MIME type matches “${query}”.` : t`${found.length} MIME types found.`}
      </p>
      {found.length > 0 && (
        <Table caption={t`MIME types`} columns={columns} rows={current.rows} getRowKey={(m) => m.type} rowHeader="type" dense />
      )}
      <Pager label={t`MIME type pages`} {...pager} />
      <p className={styles.source}>{t`Data: mime-db ${MIME_DB_VERSION} (IANA media types registry, Apache and nginx mime.types).`}</p>
    </Stack>
  );
}
