import { UnitConverter } from '../unit-converter/UnitConverter.js';
import { forceConverterState } from './state.js';

/** Force converter: the UI, the shared unit converter showing every force unit. */
export default function ForceConverterTool() {
  return <UnitConverter kind="force" spec={forceConverterState} />;
}
