// Return maths for the basket reports: pure functions, no I/O. See README.md for conventions.
export { twrrFromDailyRows, type DailyValuation } from './twrr-daily';
export { twrrFromValuationPoints, type ValuationPoint } from './twrr-sparse';
export type { TwrrResult, TwrrWarning, TwrrWarningCode } from './twrr-result';
export { cumulativeIndex, rangeReturn } from './twrr-index';
export { xirr, periodRate, type XirrResult, type XirrStatus, type XirrOptions } from './xirr';
export type { CashFlow } from './xirr-flows';
export {
  modifiedDietz,
  type DietzInput,
  type DietzFlow,
  type DietzResult,
  type DietzWarningCode,
} from './modified-dietz';
export { ReturnsInputError, type ReturnsInputErrorCode } from './returns-input-error';
export { returnsWarningMessages, xirrStatusMessages } from './warning-messages';
export { dietzInputSchema, mwrrInputSchema, twrrInputSchema } from './returns.schemas';
