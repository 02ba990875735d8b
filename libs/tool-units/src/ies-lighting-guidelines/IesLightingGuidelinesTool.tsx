import { Card, Select, Stack, Table, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { IES_CATEGORIES, IES_INDUSTRIES, searchIesGuidelines, type IesCategory, type IesRow } from './ies-lighting-guidelines.js';
import { iesLightingGuidelinesState } from './state.js';

const range = (a: number, b: number) => (a === b ? String(a) : `${a}–${b}`);

/** IES lighting guidelines: the UI, a searchable table of recommended illuminance. */
export default function IesLightingGuidelinesTool() {
  const { t } = useLingui();
  const [{ query, industry }, update] = useToolState(iesLightingGuidelinesState);
  const known = IES_INDUSTRIES.includes(industry) ? industry : '';
  const rows = useMemo(() => (query.length > 200 ? [] : searchIesGuidelines(query, known)), [query, known]);

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`Search`}
            type="search"
            value={query}
            onChange={(text) => update({ query: text })}
            placeholder={t`office, classroom, warehouse, 500 lx…`}
            hint={t`Words match the industry, the space or task and the lighting type; a number such as 500 lx or 30 fc keeps the rows whose range holds it.`}
          />
          <Select
            label={t`Industry`}
            options={[{ value: '', label: t`Every industry` }, ...IES_INDUSTRIES.map((i) => ({ value: i, label: i }))]}
            value={known}
            onChange={(v) => update({ industry: v })}
          />
        </Stack>
      </Card>
      <Table<IesRow>
        caption={t`Recommended illuminance by space and task`}
        rows={rows}
        getRowKey={(r) => `${r.industry}/${r.application}`}
        rowHeader="application"
        emptyMessage={t`No space or task matches the search.`}
        data-testid="ies-table"
        columns={[
          { key: 'industry', header: t`Industry` },
          { key: 'application', header: t`Space or task` },
          { key: 'fc', header: t`Foot-candles (fc)`, render: (r) => range(r.fcMin, r.fcMax) },
          { key: 'lux', header: t`Lux (lx)`, render: (r) => range(r.luxMin, r.luxMax) },
          { key: 'lighting', header: t`Lighting type` },
        ]}
      />
      <p>
        {t`Typical ranges as lighting guides reprint the IES recommendations (lux computed: 1 fc = 10.764 lx, NIST SP 811). Individual tasks, the age of the occupants and glare decide the exact level: for a design, use the current ANSI/IES recommended practice for the space.`}
      </p>
      <Table<IesCategory>
        caption={t`IES illuminance categories (IESNA Lighting Handbook, 9th edition, 2000)`}
        rows={IES_CATEGORIES}
        getRowKey={(r) => r.category}
        rowHeader="category"
        dense
        columns={[
          { key: 'category', header: t`Category` },
          { key: 'description', header: t`Space or visual task` },
          { key: 'lux', header: t`Lux (lx)`, render: (r) => range(r.lux[0], r.lux[1]) },
          { key: 'fc', header: t`Foot-candles (fc)`, render: (r) => range(r.fc[0], r.fc[1]) },
        ]}
      />
    </Stack>
  );
}
