// Node-side helpers of the workspace's tests and benchmarks (server tests, end-to-end tests,
// benchmarks): never imported by the product's code.
export { freePort } from './free-port';
export { formatTable } from './format-table';
export {
  parseExposition,
  sampleTotal,
  valueOf,
  type Family,
  type Sample,
} from './exposition-format';
