import { defineTool } from '@handy-tools/ui/kit';

const PEOPLE = '[\n  {"id": 1, "name": "Ada", "email": "ada@example.com", "born": "1815-12-10", "tags": ["math"], "address": {"city": "London"}},\n  {"id": 2, "name": "Alan", "email": "alan@example.com", "born": "1912-06-23", "tags": [], "address": {"city": "Wilmslow", "zip": "SK9"}, "score": 9.5}\n]';

/** Example states; keys are fields of `jsonToSchemaState`: `input`, `samples`, `output`, `formats`, `tableName`. */
export const tool = defineTool({
  path: '/json-to-schema',
  name: 'Json to Schema',
  description: 'Infer a JSON Schema (2020-12) from one or more JSON samples, or a MySQL table, a Mongoose schema, a BigQuery schema or a ClickHouse table.',
  keywords: ['json', 'schema', 'json schema', 'infer', 'generate', '2020-12', 'mysql', 'create table', 'sql', 'mongoose', 'mongodb', 'bigquery', 'clickhouse', 'ddl'],
  icon: 'IconSchema',
  component: () => import('./JsonToSchemaTool.js'),
  createdAt: '2026-11-23',
  npmPackages: ['jsonc-parser', 'json5'],
  examples: [
    { label: 'JSON Schema from samples', state: { input: PEOPLE, samples: 'array', output: 'json-schema', formats: true, tableName: 'people' } },
    { label: 'MySQL table', state: { input: PEOPLE, samples: 'array', output: 'mysql', formats: true, tableName: 'people' } },
    { label: 'BigQuery schema from JSON Lines', state: { input: '{"sku": "A-1", "qty": 2, "at": "2024-05-01T10:00:00Z", "items": [{"n": 1}]}\n{"sku": "B-7", "qty": 1, "at": "2024-05-02T11:30:00Z", "items": []}', samples: 'lines', output: 'bigquery', formats: true, tableName: 'orders' } },
  ],
});
