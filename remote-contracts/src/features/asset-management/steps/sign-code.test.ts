import { isCompleteCode, normalizeCode, RESEND_AFTER_MS, sentCode } from './sign-code';

describe('the signing code', () => {
  it('accepts Persian and Arabic digits and ignores spaces', () => {
    expect(normalizeCode('۱۲۳ ٤٥٦')).toBe('123456');
    expect(isCompleteCode('۱۲۳۴۵۶', 6)).toBe(true);
    expect(isCompleteCode('۱۲۳۴۵', 6)).toBe(false);
  });

  it('may be asked for again a minute after sending, and expires when the server says', () => {
    const sent = sentCode(
      { mobile: '0912***4567', codeLength: 6, expiresAt: '2025-01-01T00:05:00Z' },
      Date.parse('2025-01-01T00:00:00Z'),
    );
    expect(sent.resendAt - Date.parse('2025-01-01T00:00:00Z')).toBe(RESEND_AFTER_MS);
    expect(sent.expiresAt).toBe(Date.parse('2025-01-01T00:05:00Z'));
    expect(sent).toMatchObject({ mobile: '0912***4567', codeLength: 6 });
  });
});
