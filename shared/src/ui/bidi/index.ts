export { NameAndCode, nameAndCodeText } from './name-and-code';
export * from './digit-code';
