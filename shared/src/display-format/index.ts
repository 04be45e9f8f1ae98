export { selectShortDatePattern } from './short-date-pattern';
export { useDisplayFormat, type DisplayFormat } from './use-display-format';
