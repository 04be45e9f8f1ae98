import { formatSheba, isValidSheba, normalizeSheba, shebaBankCode } from './sheba';

describe('isValidSheba', () => {
  it.each([
    'IR820540102680020817909002',
    'IR062960000000100324200001',
    'IR490170000000001234567890',
    'IR350120000000000001234567',
  ])('accepts %s', (sheba) => {
    expect(isValidSheba(sheba)).toBe(true);
  });

  it('accepts spaces, lowercase, Persian digits and a missing IR', () => {
    expect(isValidSheba('ir82 0540 1026 8002 0817 9090 02')).toBe(true);
    expect(isValidSheba('IR۸۲۰۵۴۰۱۰۲۶۸۰۰۲۰۸۱۷۹۰۹۰۰۲')).toBe(true);
    expect(isValidSheba('820540102680020817909002')).toBe(true);
  });

  it.each([
    'IR820540102680020817909003',
    'IR012345678901234567890123',
    'IR82054010268002081790900',
    'IR8205401026800208179090021',
    'DE820540102680020817909002',
    'IR82054010268002081790900A',
    '',
  ])('refuses %j', (sheba) => {
    expect(isValidSheba(sheba)).toBe(false);
  });
});

describe('normalizeSheba', () => {
  it('returns uppercase IR and 24 Latin digits', () => {
    expect(normalizeSheba(' ir۸۲-0540 1026\u200E 8002 0817 9090 02')).toBe(
      'IR820540102680020817909002',
    );
  });
});

describe('shebaBankCode and formatSheba', () => {
  it('reads the bank code of a valid number', () => {
    expect(shebaBankCode('IR490170000000001234567890')).toBe('017');
    expect(shebaBankCode('IR490170000000001234567891')).toBeNull();
  });

  it('groups a valid number in fours', () => {
    expect(formatSheba('IR820540102680020817909002')).toBe('IR82 0540 1026 8002 0817 9090 02');
    expect(formatSheba('IR820540102680020817909003')).toBeNull();
  });
});
