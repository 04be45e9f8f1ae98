export {
  formatNumber,
  isPersian,
  normalizeNumberText,
  parseNumberText,
  type NumberFormat,
} from './number-text';
