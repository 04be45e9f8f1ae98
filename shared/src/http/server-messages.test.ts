/** @jest-environment node */
import { HttpError, type AbpValidationError } from './http-error';
import { serverMessages } from './server-messages';

const failed = (validationErrors: AbpValidationError[] | null, message = 'درخواست معتبر نیست') =>
  new HttpError({
    kind: 'http',
    status: 400,
    statusText: 'Bad Request',
    url: '/api/x',
    method: 'POST',
    abpError: { code: 'Crm:Invalid', message, details: null, data: null, validationErrors },
  });

describe('serverMessages', () => {
  it('gives an entry’s message to every member it names; the first message of a field wins', () => {
    const read = serverMessages(
      failed([
        { message: 'رمزها یکی نیستند', members: ['newPassword', 'confirmPassword'] },
        { message: 'کوتاه است', members: ['newPassword'] },
      ]),
    );
    expect(read.fields).toEqual({
      newPassword: 'رمزها یکی نیستند',
      confirmPassword: 'رمزها یکی نیستند',
    });
    expect(read.details).toEqual(['رمزها یکی نیستند', 'کوتاه است']);
  });

  it('keeps a message that names no field among the details, once', () => {
    const read = serverMessages(
      failed([
        { message: 'یکی از دو', members: [] },
        { message: 'یکی از دو', members: [] },
      ]),
    );
    expect(read.fields).toEqual({});
    expect(read.details).toEqual(['یکی از دو']);
  });

  it('passes the message, code and status on', () => {
    expect(serverMessages(failed(null, 'پیام'))).toEqual({
      message: 'پیام',
      fields: {},
      details: [],
      code: 'Crm:Invalid',
      status: 400,
    });
  });

  it('says nothing of an error that is not an HTTP answer', () => {
    expect(serverMessages(new Error('boom'))).toEqual({
      message: null,
      fields: {},
      details: [],
      code: null,
      status: 0,
    });
  });
});
