import { UnitConverter } from '../unit-converter/UnitConverter.js';
import { energyConverterState } from './state.js';

/** Energy converter: the UI, the shared unit converter showing every energy unit. */
export default function EnergyConverterTool() {
  return <UnitConverter kind="energy" spec={energyConverterState} />;
}
