// The state of a basket at the end of a day: everything needed to go on booking from the next
// day without looking back. Stored as a checkpoint, it lets the series be recomputed from the
// first changed day only.
import { addDays, type DayKey } from './days';
import type { Rial } from './money';
import type { DealSide } from './types';

export interface Position {
  quantity: number;
  /** Cost basis in rials: buys at value + fees, less the cost of what was sold. */
  cost: Rial;
}

/** A deal booked on its trade day whose cash moves on `settleDay`. */
export interface PendingSettlement {
  dealId: string;
  instrumentId: string;
  side: DealSide;
  tradeDay: DayKey;
  settleDay: DayKey;
  /** Positive: the buy's payable or the sell's receivable. */
  amount: Rial;
}

export interface HolderUnits {
  units: number;
  /** What the holder paid for the units still held (moving average, like a position). */
  cost: Rial;
}

export interface BasketState {
  /** The state is as of the end of this day. */
  day: DayKey;
  cash: Rial;
  positions: ReadonlyMap<string, Position>;
  pending: readonly PendingSettlement[];
  /** Management fee accrued and not yet paid (a liability). */
  accruedWages: Rial;
  unitsOutstanding: number;
  holders: ReadonlyMap<string, HolderUnits>;
  /** Realised gain of all sells so far. */
  realisedGain: Rial;
  nextLedgerSeq: number;
}

/** The empty basket at the end of the day before `firstDay`. */
export function emptyState(firstDay: DayKey): BasketState {
  return {
    day: addDays(firstDay, -1),
    cash: 0,
    positions: new Map(),
    pending: [],
    accruedWages: 0,
    unitsOutstanding: 0,
    holders: new Map(),
    realisedGain: 0,
    nextLedgerSeq: 1,
  };
}

/** The same state with mutable collections, as the runner books into it. */
export interface WorkingState extends Omit<BasketState, 'positions' | 'pending' | 'holders'> {
  positions: Map<string, Position>;
  pending: PendingSettlement[];
  holders: Map<string, HolderUnits>;
}

export function copyState(state: BasketState): WorkingState {
  return {
    ...state,
    positions: new Map([...state.positions].map(([id, p]) => [id, { ...p }])),
    pending: state.pending.map((p) => ({ ...p })),
    holders: new Map([...state.holders].map(([id, h]) => [id, { ...h }])),
  };
}

/** A JSON-safe form of the state, for storing checkpoints. */
export interface StoredState extends Omit<BasketState, 'positions' | 'holders'> {
  positions: [string, Position][];
  holders: [string, HolderUnits][];
}

export function storeState(state: BasketState): StoredState {
  const copy = copyState(state);
  return { ...copy, positions: [...copy.positions], holders: [...copy.holders] };
}

export function restoreState(stored: StoredState): BasketState {
  return copyState({
    ...stored,
    positions: new Map(stored.positions),
    holders: new Map(stored.holders),
  });
}
