import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `yamlToJsonConverterState`: `input`, `indent`, `allDocuments`. */
export const tool = defineTool({
  path: '/yaml-to-json-converter',
  name: 'YAML to JSON converter',
  description: 'Convert YAML 1.2 to JSON: anchors and aliases resolved, several documents as an array, errors shown with line and column.',
  keywords: ['yaml', 'yml', 'json', 'convert', 'converter', 'anchors', 'aliases', 'multi-document'],
  icon: 'IconTransform',
  component: () => import('./YamlToJsonConverterTool.js'),
  createdAt: '2026-11-22',
  npmPackages: ['yaml'],
  examples: [
    {
      label: 'Sequences in a mapping (spec 2.3)',
      state: { input: 'american:\n- Boston Red Sox\n- Detroit Tigers\n- New York Yankees\nnational:\n- New York Mets\n- Chicago Cubs\n- Atlanta Braves\n', indent: 2, allDocuments: false },
    },
    {
      label: 'Anchors and aliases (spec 2.10)',
      state: { input: '---\nhr:\n- Mark McGwire\n# Following node labeled SS\n- &SS Sammy Sosa\nrbi:\n- *SS # Subsequent occurrence\n- Ken Griffey\n', indent: 2, allDocuments: false },
    },
    {
      label: 'Two documents (spec 2.7)',
      state: {
        input: '# Ranking of 1998 home runs\n---\n- Mark McGwire\n- Sammy Sosa\n- Ken Griffey\n\n# Team ranking\n---\n- Chicago Cubs\n- St Louis Cardinals\n',
        indent: 2,
        allDocuments: true,
      },
    },
  ],
});
