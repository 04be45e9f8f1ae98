// The composition charts' colours, in slice order (Fluent's brand blues first, then
// distinct hues); a twelfth slice starts the list again.
export const PALETTE = [
  '#0f6cbd',
  '#2886de',
  '#5caae5',
  '#8a3707',
  '#107c10',
  '#c239b3',
  '#e3008c',
  '#986f0b',
  '#4f6bed',
  '#00b7c3',
  '#767676',
];

export const colorAt = (index: number) => PALETTE[index % PALETTE.length]!;
