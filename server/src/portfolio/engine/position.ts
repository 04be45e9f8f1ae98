// Moving weighted-average cost (the usual basis on the Tehran exchanges): a buy adds its value
// and fees to the cost, a sell takes out the average cost of what it sold, a full sell resets
// the cost to zero, bonus shares add quantity at no cost.
import { HoldingsError } from './errors';
import { mulDivHalfUp, type Rial } from './money';
import type { Position } from './state';

export const NO_POSITION: Position = { quantity: 0, cost: 0 };

export function averageCost(position: Position): number {
  return position.quantity === 0 ? 0 : position.cost / position.quantity;
}

export function buyInto(position: Position, quantity: number, totalCost: Rial): Position {
  return { quantity: position.quantity + quantity, cost: position.cost + totalCost };
}

/** Cost of `quantity` of the position at its average, rounded half-up; all of it when full. */
export function costOfPart(position: Position, quantity: number): Rial {
  return quantity === position.quantity
    ? position.cost
    : mulDivHalfUp(position.cost, quantity, position.quantity);
}

export interface SellOutcome {
  position: Position;
  costOfSold: Rial;
  realisedGain: Rial;
}

export function sellFrom(
  position: Position,
  instrumentId: string,
  quantity: number,
  netProceeds: Rial,
): SellOutcome {
  if (quantity > position.quantity) {
    throw new HoldingsError('Holdings:SellExceedsHolding', [
      instrumentId,
      quantity,
      position.quantity,
    ]);
  }
  const costOfSold = costOfPart(position, quantity);
  return {
    position: { quantity: position.quantity - quantity, cost: position.cost - costOfSold },
    costOfSold,
    realisedGain: netProceeds - costOfSold,
  };
}

export function addBonus(position: Position, quantity: number): Position {
  return { quantity: position.quantity + quantity, cost: position.cost };
}
