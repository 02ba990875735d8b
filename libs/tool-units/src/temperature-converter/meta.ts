import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `temperatureConverterState`: the edited `scale` and its text `value`. */
export const temperatureConverter = defineTool({
  path: '/temperature-converter',
  name: 'Temperature converter',
  description: 'Convert temperatures between Kelvin, Celsius, Fahrenheit, Rankine, Delisle, Newton, Réaumur and Rømer: type in any field, the others follow.',
  keywords: ['temperature', 'converter', 'kelvin', 'celsius', 'fahrenheit', 'rankine', 'delisle', 'newton', 'reaumur', 'romer', 'degree'],
  icon: 'IconTemperature',
  component: () => import('./TemperatureConverterTool.js'),
  createdAt: '2026-11-08',
  npmPackages: [],
  examples: [
    { label: 'Water boils', state: { scale: 'celsius', value: '100' } },
    { label: 'Absolute zero', state: { scale: 'kelvin', value: '0' } },
    { label: 'Body temperature', state: { scale: 'fahrenheit', value: '98.6' } },
    { label: '−40 °C = −40 °F', state: { scale: 'celsius', value: '-40' } },
  ],
});
