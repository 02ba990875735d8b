import { ToolInputError } from '@handy-tools/ui/kit';

/** Smallest and largest number of identifiers the generators make at once. */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 1000;

/**
 * Checks a requested quantity.
 *
 * @param quantity - the number of identifiers asked for.
 * @returns the quantity, unchanged, when it is a whole number from 1 to 1000.
 * @throws ToolInputError when it is not a whole number or is out of that range.
 */
export function checkQuantity(quantity: number): number {
  if (!Number.isInteger(quantity) || quantity < QUANTITY_MIN || quantity > QUANTITY_MAX) {
    const got = Number.isNaN(quantity) ? 'nothing' : String(quantity);
    throw new ToolInputError(`Quantity must be a whole number from ${QUANTITY_MIN} to ${QUANTITY_MAX} (got ${got}).`);
  }
  return quantity;
}
