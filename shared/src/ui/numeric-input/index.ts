export { NumericInput, type NumericInputProps } from './numeric-input';
