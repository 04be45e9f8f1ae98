import { ERROR_TEXTS, errorAction } from './error-action';

describe('errorAction (spec §8)', () => {
  it('401 without a body: toast "You are not authenticated!" then login', () => {
    expect(errorAction({ status: 401 })).toEqual({
      kind: 'toast-then-login',
      title: ERROR_TEXTS.title401,
      message: ERROR_TEXTS.details401,
    });
  });

  it.each([
    [403, ERROR_TEXTS.title403, ERROR_TEXTS.details403],
    [404, ERROR_TEXTS.title404, ERROR_TEXTS.details404],
    [500, ERROR_TEXTS.title500, ERROR_TEXTS.defaultDetails],
  ] as const)('%i: a full-page screen with a home button', (status, title, details) => {
    expect(errorAction({ status })).toEqual({
      kind: 'screen',
      status,
      title,
      details,
      homeButton: true,
    });
  });

  it('status 0 (Unknown Error): the default screen without a home button, in catalogue texts', () => {
    expect(errorAction({ status: 0, statusText: 'Unknown Error' })).toEqual({
      kind: 'screen',
      status: 0,
      title: ERROR_TEXTS.defaultTitle,
      details: ERROR_TEXTS.detailsNoAnswer,
      homeButton: false,
    });
  });

  it('any other status: the default dialog with a close button', () => {
    expect(errorAction({ status: 409 })).toEqual({
      kind: 'dialog',
      title: ERROR_TEXTS.defaultTitle,
      message: ERROR_TEXTS.defaultDetails,
      thenLogin: false,
    });
  });

  it('an ABP body: its message as the title and its details as the text', () => {
    expect(
      errorAction({ status: 400, abpError: { message: 'Invalid', details: 'Name is required' } }),
    ).toEqual({
      kind: 'dialog',
      title: 'Invalid',
      message: 'Name is required',
      thenLogin: false,
    });
  });

  it('an ABP body with only a message: the default title and the message as the text', () => {
    expect(errorAction({ status: 403, abpError: { message: 'Not yours' } })).toEqual({
      kind: 'dialog',
      title: ERROR_TEXTS.defaultTitle,
      message: 'Not yours',
      thenLogin: false,
    });
  });

  it('an ABP body on a 401: the dialog, then login', () => {
    expect(
      errorAction({ status: 401, abpError: { message: 'Expired', details: 'Sign in again' } }),
    ).toMatchObject({
      kind: 'dialog',
      thenLogin: true,
    });
  });
});
