import { defineTool } from '@handy-tools/ui/kit';

export const energyComputerTool = defineTool({
  path: '/energy-computer',
  name: 'Energy cost calculator',
  description: "Compute a device's energy use and its cost from its power, hours per day, days and price per kWh.",
  keywords: ['energy', 'computer', 'cost', 'electricity', 'kWh', 'watt', 'power', 'consumption', 'bill', 'appliance'],
  icon: 'IconBolt',
  component: () => import('./EnergyComputerTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['decimal.js'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'Window fan, 120 days (energy.gov)', state: { power: '200', powerUnit: 'W', hoursPerDay: '4', days: '120', pricePerKwh: '0.11', currency: '$' } },
    { label: 'Computer, a month', state: { power: '100', powerUnit: 'W', hoursPerDay: '8', days: '30', pricePerKwh: '0.25', currency: '€' } },
    { label: '2 kW heater, a week', state: { power: '2', powerUnit: 'kW', hoursPerDay: '5', days: '7', pricePerKwh: '0.30' } },
  ],
});
