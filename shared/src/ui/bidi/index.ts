export { NameAndCode, nameAndCodeText } from './name-and-code';
