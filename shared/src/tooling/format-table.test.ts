import { formatTable } from './format-table';

it('aligns the first column left and figures right, under a rule', () => {
  expect(
    formatTable(
      ['endpoint', 'req/s'],
      [
        ['hello', '12,000'],
        ['poll', '900'],
      ],
    ),
  ).toBe(
    ['endpoint   req/s', '--------  ------', 'hello     12,000', 'poll         900'].join('\n'),
  );
  expect(formatTable(['a', 'bb'], [['xyz', '1']])).toBe(
    ['a    bb', '---  --', 'xyz   1'].join('\n'),
  );
});
