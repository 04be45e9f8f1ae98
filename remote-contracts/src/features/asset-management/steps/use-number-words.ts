import { useEffect, useState } from 'react';
import { numberInWords } from '../../../api/contracts-api';
import { numberWords } from './amount-words';

/** The numbers in Persian words (from the server), in the order given; null while loading. */
export function useNumberWords(values: readonly number[]): string[] | null {
  const [words, setWords] = useState<string[] | null>(null);
  const key = values.join('|');
  useEffect(() => {
    let current = true;
    setWords(null);
    Promise.all(key.split('|').map((value) => numberWords(Number(value), numberInWords))).then(
      (found) => current && setWords(found),
      () => current && setWords([]),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return words;
}
