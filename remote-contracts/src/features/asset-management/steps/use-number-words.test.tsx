import { act, render, screen } from '@testing-library/react';
import { useNumberWords } from './use-number-words';

jest.mock('../../../api/contracts-api', () => ({ numberInWords: jest.fn() }));
const api = jest.requireMock('../../../api/contracts-api') as { numberInWords: jest.Mock };

// What the server's convert-number-to-text writes for these numbers (its own test's vectors).
const SERVER_WORDS = new Map<number, string>([
  [0.05, 'پنج صدم'],
  [1.05, 'یک و پنج صدم'],
  [12.5, 'دوازده و پنج دهم'],
  [0.125, 'صد و بیست و پنج هزارم'],
  [100, 'صد'],
]);

function Words({ values }: { values: number[] }) {
  const words = useNumberWords(values);
  return <output data-testid="words">{words?.join(' | ') ?? 'loading'}</output>;
}

describe('numbers in words on the review', () => {
  beforeEach(() => {
    api.numberInWords.mockImplementation(async (value: number) => {
      const words = SERVER_WORDS.get(value);
      if (words === undefined) throw new Error(`the server was asked for ${value}`);
      return words;
    });
  });

  it('asks the server once for each whole number, decimals included, and shows its words', async () => {
    const values = [...SERVER_WORDS.keys()];
    await act(async () => void render(<Words values={values} />));
    expect(api.numberInWords.mock.calls.map(([value]) => value)).toEqual(values);
    expect(screen.getByTestId('words').textContent).toBe(
      'پنج صدم | یک و پنج صدم | دوازده و پنج دهم | صد و بیست و پنج هزارم | صد',
    );
  });

  it('shows no words when the server cannot write them', async () => {
    api.numberInWords.mockRejectedValue(new Error('offline'));
    await act(async () => void render(<Words values={[1.05]} />));
    expect(screen.getByTestId('words').textContent).toBe('');
  });
});
