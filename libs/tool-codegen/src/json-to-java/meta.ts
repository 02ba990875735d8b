import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `jsonToJavaState`: `input`, `typeName`, `packageName`, `style`, `jackson`. */
export const tool = defineTool({
  path: '/json-to-java',
  name: 'JSON to Java Entity',
  description: 'Generate Java entity classes from a JSON sample: fields with getters/setters, records or Lombok, Jackson @JsonProperty annotations.',
  keywords: ['json', 'java', 'entity', 'pojo', 'class', 'record', 'jackson', 'lombok', 'generate', 'quicktype', 'converter'],
  icon: 'IconCoffee',
  component: () => import('./JsonToJavaTool.js'),
  createdAt: '2026-11-23',
  npmPackages: ['quicktype-core', 'json5', 'jsonc-parser'],
  // Measured: the family worker (quicktype-core) ~306 KB gzip + this tool's chunks ~18 KB.
  bundleBudget: { kb: 360, reason: 'quicktype-core in the family worker: it registers all its target languages at load, so it does not tree-shake' },
  examples: [
    {
      label: 'User with address',
      state: { input: '{\n  "id": 1,\n  "name": "Ada Lovelace",\n  "email": "ada@example.com",\n  "roles": ["admin", "author"],\n  "address": { "street": "12 St James Sq", "city": "London" }\n}', typeName: 'User' },
    },
    {
      label: 'Records without Jackson',
      state: { input: '{\n  "orderId": "A-1001",\n  "total": 42.5,\n  "lines": [ { "sku": "P-1", "quantity": 2 }, { "sku": "P-2", "quantity": 1 } ]\n}', typeName: 'Order', style: 'record', jackson: false, packageName: 'com.example.orders' },
    },
  ],
});
