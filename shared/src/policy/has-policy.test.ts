import { hasPolicy } from './has-policy';

const granted = { A: true, B: true, C: false };

describe('hasPolicy', () => {
  it('allows an empty or missing expression', () => {
    expect(hasPolicy(granted, undefined)).toBe(true);
    expect(hasPolicy(granted, '')).toBe(true);
    expect(hasPolicy(granted, '   ')).toBe(true);
  });

  it('checks a single policy, trimmed', () => {
    expect(hasPolicy(granted, 'A')).toBe(true);
    expect(hasPolicy(granted, ' A ')).toBe(true);
    expect(hasPolicy(granted, 'C')).toBe(false);
    expect(hasPolicy(granted, 'Unknown')).toBe(false);
  });

  it('grants `||` when any term is granted', () => {
    expect(hasPolicy(granted, 'C || A')).toBe(true);
    expect(hasPolicy(granted, 'C || Unknown')).toBe(false);
  });

  it('grants `&&` only when every term is granted', () => {
    expect(hasPolicy(granted, 'A && B')).toBe(true);
    expect(hasPolicy(granted, 'A && C')).toBe(false);
  });

  it('denies an operator with fewer than two terms', () => {
    expect(hasPolicy(granted, 'A ||')).toBe(false);
    expect(hasPolicy(granted, '|| A')).toBe(false);
    expect(hasPolicy(granted, 'A &&')).toBe(false);
  });

  it('binds `&&` tighter than `||`', () => {
    expect(hasPolicy(granted, 'A && C || B')).toBe(true);
    expect(hasPolicy(granted, 'A && C || C')).toBe(false);
  });

  it('does not treat inherited object keys as granted', () => {
    expect(hasPolicy(granted, 'toString')).toBe(false);
  });
});
