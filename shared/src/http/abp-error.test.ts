/** @jest-environment node */
import { parseAbpError } from './abp-error';

const formatted = new Headers({ _AbpErrorFormat: 'True' });

describe('parseAbpError', () => {
  it('reads the error body when the format header is present', () => {
    expect(
      parseAbpError(formatted, {
        error: { code: null, message: 'Your request is not valid!', details: 'd', extra: 1 },
      }),
    ).toEqual({
      code: null,
      message: 'Your request is not valid!',
      details: 'd',
      data: null,
      validationErrors: null,
    });
  });

  it('reads a body that came as text', () => {
    expect(parseAbpError(formatted, '{"error":{"message":"m"}}')?.message).toBe('m');
  });

  it('ignores bodies without the header or without an error object', () => {
    expect(parseAbpError(new Headers(), { error: { message: 'm' } })).toBeUndefined();
    expect(parseAbpError(formatted, 'not json')).toBeUndefined();
    expect(parseAbpError(formatted, { message: 'm' })).toBeUndefined();
  });
});
