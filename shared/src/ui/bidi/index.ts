export { NameAndCode, nameAndCodeText, ShownName } from './name-and-code';
export * from './digit-code';
