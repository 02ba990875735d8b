import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `propertiesToYamlState`: `input`, `keepStrings`, `indent`. */
export const tool = defineTool({
  path: '/properties-to-yaml',
  name: 'Properties to YAML',
  description: 'Convert Java .properties files (escapes, continuation lines, = : or space separators, \\uXXXX) into nested YAML, e.g. for Spring Boot application.yml.',
  keywords: ['properties', 'java', 'yaml', 'yml', 'spring', 'spring boot', 'application.properties', 'convert', 'converter'],
  icon: 'IconFileCode',
  component: () => import('./PropertiesToYamlTool.js'),
  createdAt: '2026-11-23',
  npmPackages: ['dot-properties', 'yaml'],
  examples: [
    {
      label: 'Spring Boot application.properties',
      state: {
        input: '# Server\nserver.port=8080\nserver.servlet.context-path=/api\n\nspring.datasource.url=jdbc:postgresql://localhost:5432/app\nspring.datasource.username=app\nspring.jpa.show-sql=true\n\n! a long value on several lines\napp.greeting = Hello, \\\n               World\napp.name : Caf\\u00e9\n',
        keepStrings: false,
        indent: 2,
      },
    },
    {
      label: 'Spring Boot lists and maps',
      state: {
        input: 'management.endpoints.web.exposure.include[0]=health\nmanagement.endpoints.web.exposure.include[1]=info\nmy.servers[0]=dev.example.com\nmy.servers[1]=another.example.com\nmy.list[0].name=my name\nmy.list[0].description=my description\nmy.map[/key1]=value1\nmy.map./key3=value3\n',
        keepStrings: true,
        indent: 2,
      },
    },
    { label: 'Java Properties.load examples', state: { input: 'Truth = Beauty\nfruits                           apple, banana, pear, \\\n                                  cantaloupe, watermelon, \\\n                                  kiwi, mango\ncheeses\n', keepStrings: true, indent: 2 } },
  ],
});
