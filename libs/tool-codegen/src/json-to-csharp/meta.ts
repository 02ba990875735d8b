import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `jsonToCsharpState`: `input`, `typeName`, `namespace`, `style`, `attributes`. */
export const tool = defineTool({
  path: '/json-to-csharp',
  name: 'JSON to C#',
  description: 'Generate C# classes or records from a JSON sample, with System.Text.Json JsonPropertyName (or Newtonsoft JsonProperty) attributes.',
  keywords: ['json', 'csharp', 'c#', 'dotnet', 'class', 'record', 'poco', 'system.text.json', 'newtonsoft', 'generate', 'quicktype', 'converter'],
  icon: 'IconBrandCSharp',
  component: () => import('./JsonToCsharpTool.js'),
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
      label: 'Order as records',
      state: { input: '{\n  "orderId": "A-1001",\n  "total": 42.5,\n  "lines": [ { "sku": "P-1", "quantity": 2 }, { "sku": "P-2", "quantity": 1, "note": "gift" } ]\n}', typeName: 'Order', style: 'record', namespace: 'Shop.Orders' },
    },
  ],
});
