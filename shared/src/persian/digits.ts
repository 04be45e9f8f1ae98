// Persian (۰–۹) and Arabic-Indic (٠–٩) digits are accepted wherever digits are typed; the
// product stores and sends Latin digits and shows Persian ones.
const PERSIAN_ZERO = 0x06f0;
const ARABIC_ZERO = 0x0660;

/** Replaces Persian and Arabic-Indic digits with Latin ones; everything else is kept. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= PERSIAN_ZERO ? code - PERSIAN_ZERO : code - ARABIC_ZERO);
  });
}

/** Replaces Latin digits with Persian ones, for display. */
export function toPersianDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (digit) =>
    String.fromCharCode(PERSIAN_ZERO + Number(digit)),
  );
}
