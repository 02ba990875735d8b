import { unitConverterState } from '../unit-converter/unit-state.js';

/**
 * The volume converter's state: the edited unit's id (`unit`, e.g. `'L'`) and its text as typed
 * (`value`) are inputs; the rounding (`round`, `digits`) and `all` (show rare and SI-prefixed units) are
 * options, kept in the query string. See `unitConverterState`.
 */
export const volumeConverterState = unitConverterState('volume', 'L', '1');
