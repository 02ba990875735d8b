import cronstrueImport from 'cronstrue';

type Descriptor = typeof cronstrueImport;

/**
 * cronstrue's ExpressionDescriptor (`toString`, `locales`). cronstrue ships a webpack UMD bundle
 * whose `module.exports` is `{ default: ExpressionDescriptor, toString }`: bundlers hand the
 * descriptor to a default import, Node's own CommonJS interop hands the whole exports object.
 */
export const cronstrue: Descriptor = (cronstrueImport as { locales?: unknown }).locales
  ? cronstrueImport
  : (cronstrueImport as unknown as { default: Descriptor }).default;
