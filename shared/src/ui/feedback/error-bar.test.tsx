import { screen } from '@testing-library/react';
import { HttpError } from '@crm/shared';
import { setTestLanguage } from '../../testing';
import { renderUi } from '../testing/render-ui';
import { ErrorBar } from './error-bar';

const badRequest = new HttpError({
  kind: 'http',
  status: 400,
  statusText: 'Bad Request',
  url: '/api/x',
  method: 'POST',
  abpError: {
    code: null,
    message: 'درخواست معتبر نیست',
    details: null,
    data: null,
    validationErrors: [
      { message: 'رمزها یکی نیستند', members: ['newPassword', 'confirmPassword'] },
      { message: 'یکی از دو لازم است', members: [] },
    ],
  },
});

beforeAll(() => setTestLanguage('fa', () => undefined));

describe('ErrorBar', () => {
  it('shows the server’s message and each validation message once', () => {
    renderUi(<ErrorBar error={badRequest} />);
    const bar = screen.getByRole('alert');
    expect(bar.textContent).toBe('درخواست معتبر نیسترمزها یکی نیستند یکی از دو لازم است');
  });

  it('shows nothing without an error', () => {
    renderUi(<ErrorBar error={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
