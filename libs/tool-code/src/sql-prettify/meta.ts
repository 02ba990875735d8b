import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of ./state.ts. Queries from the PostgreSQL tutorial (§2.6, §2.7) and MySQL's manual. */
export const sqlPrettifyTool = defineTool({
  path: '/sql-prettify',
  name: 'SQL formatter',
  description: 'Format SQL for many dialects with keyword case and indentation of your choice.',
  keywords: [
    'sql',
    'prettify',
    'beautify',
    'format',
    'formatter',
    'query',
    'mysql',
    'postgresql',
    'sqlite',
    'tsql',
    'plsql',
    'bigquery',
    'indent',
  ],
  icon: 'IconSql',
  component: () => import('./SqlPrettifyTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['sql-formatter'],
  examples: [
    {
      label: 'PostgreSQL aggregate',
      state: {
        input: "select city, count(*), max(temp_lo) from weather where city like 'S%' group by city having max(temp_lo) < 40;",
        language: 'postgresql',
      },
    },
    {
      label: 'Join, lower case',
      state: {
        input: 'SELECT * FROM weather LEFT OUTER JOIN cities ON weather.city = cities.name WHERE cities.location IS NOT NULL;',
        language: 'postgresql',
        keywordCase: 'lower',
      },
    },
    {
      label: 'MySQL table, tabular',
      state: {
        input:
          "CREATE TABLE pet (name VARCHAR(20), owner VARCHAR(20), species VARCHAR(20), sex CHAR(1), birth DATE, death DATE); INSERT INTO pet VALUES ('Puffball','Diane','hamster','f','1999-03-30',NULL);",
        language: 'mysql',
        indentStyle: 'tabularLeft',
      },
    },
  ],
});
