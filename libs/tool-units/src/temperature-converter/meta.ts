import { defineTool } from '@handy-tools/ui/kit';
import { IconTemperature } from '@tabler/icons-react';

export const temperatureConverter = defineTool({
  path: '/temperature-converter',
  name: 'Temperature converter',
  description: 'Convert temperatures between Kelvin, Celsius, Fahrenheit, Rankine, Delisle, Newton, Réaumur and Rømer: type in any field, the others follow.',
  keywords: ['temperature', 'converter', 'kelvin', 'celsius', 'fahrenheit', 'rankine', 'delisle', 'newton', 'reaumur', 'romer', 'degree'],
  icon: IconTemperature,
  component: () => import('./TemperatureConverterTool.js'),
  createdAt: '2026-11-08',
  npmPackages: [],
  examples: [
    { label: 'Water boils', state: { celsius: '100' } },
    { label: 'Absolute zero', state: { kelvin: '0' } },
    { label: 'Body temperature', state: { fahrenheit: '98.6' } },
    { label: '−40 °C = −40 °F', state: { celsius: '-40' } },
  ],
});
