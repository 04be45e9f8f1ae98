import { useEffect, useState } from 'react';
import { numberInWords } from '../../../api/contracts-api';

/**
 * The numbers in Persian words, in the order given; null while loading. The server writes each
 * whole number, decimals included (1.05 → «یک و پنج صدم»): the page never splits a decimal itself.
 */
export function useNumberWords(values: readonly number[]): string[] | null {
  const [words, setWords] = useState<string[] | null>(null);
  const key = values.join('|');
  useEffect(() => {
    let current = true;
    setWords(null);
    Promise.all(key.split('|').map((value) => numberInWords(Number(value)))).then(
      (found) => current && setWords(found),
      () => current && setWords([]),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return words;
}
