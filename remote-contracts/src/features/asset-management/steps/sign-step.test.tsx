import { HttpError } from '@crm/shared';
import type { ContractDto } from '@crm/shared/dto';
import { renderAt, setTestLanguage } from '@crm/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { registerLocales } from '../../../locales';
import { SignStep } from './sign-step';

jest.mock('../../../api/contracts-api', () => ({
  sendVerificationCode: jest.fn(),
  signWithCode: jest.fn(),
  moveTo: jest.fn(),
}));
const api = jest.requireMock('../../../api/contracts-api') as Record<string, jest.Mock>;

const contract = { id: 'c1', stateCode: 'SignContract' } as ContractDto;

function serverSays(message: string) {
  return new HttpError({
    kind: 'http',
    status: 400,
    statusText: 'Bad Request',
    url: '/x',
    method: 'POST',
    abpError: {
      code: 'Crm:VerificationCodeInvalid',
      message,
      details: null,
      data: null,
      validationErrors: null,
    },
  });
}

async function sendCode() {
  await act(async () => void fireEvent.click(screen.getByTestId('send-code')));
}

describe('the signing step', () => {
  beforeEach(async () => {
    jest.useFakeTimers({ now: Date.parse('2025-01-01T00:00:00Z') });
    await setTestLanguage('fa', registerLocales);
    api.sendVerificationCode!.mockResolvedValue({
      portfolioContractId: 'c1',
      mobile: '0912***4567',
      expiresAt: '2025-01-01T00:05:00Z',
      codeLength: 6,
    });
  });
  afterEach(() => jest.useRealTimers());

  it('sends a code, counts down to resending, and signs with the code typed in Persian digits', async () => {
    const onContract = jest.fn();
    api.signWithCode!.mockResolvedValue({ ...contract, stateCode: 'PendingApproval' });
    renderAt('/', '/', <SignStep contract={contract} onContract={onContract} />);
    await sendCode();
    expect(screen.getByTestId('code-sent').textContent).toContain('\u2068۰۹۱۲***۴۵۶۷\u2069');
    expect(screen.getByTestId('send-code').textContent).toBe('ارسال دوباره تا ۱:۰۰');
    expect((screen.getByTestId('send-code') as HTMLButtonElement).disabled).toBe(true);
    act(() => void jest.advanceTimersByTime(15_000));
    expect(screen.getByTestId('send-code').textContent).toBe('ارسال دوباره تا ۰:۴۵');
    fireEvent.change(screen.getByTestId('verification-code'), { target: { value: '۱۲۳۴۵۶' } });
    await act(async () => void fireEvent.click(screen.getByTestId('step-next')));
    expect(api.signWithCode).toHaveBeenCalledWith('c1', '123456');
    expect(onContract).toHaveBeenCalledWith(
      expect.objectContaining({ stateCode: 'PendingApproval' }),
    );
  });

  it('shows the server’s message for a wrong code and lets the customer resend after a minute', async () => {
    api.signWithCode!.mockRejectedValue(serverSays('کد تأیید نادرست است.'));
    renderAt('/', '/', <SignStep contract={contract} onContract={jest.fn()} />);
    await sendCode();
    fireEvent.change(screen.getByTestId('verification-code'), { target: { value: '000000' } });
    await act(async () => void fireEvent.click(screen.getByTestId('step-next')));
    expect(screen.getByTestId('step-error').textContent).toBe('کد تأیید نادرست است.');
    act(() => void jest.advanceTimersByTime(60_000));
    expect(screen.getByTestId('send-code').textContent).toBe('ارسال دوبارهٔ کد');
    await sendCode();
    expect(api.sendVerificationCode).toHaveBeenCalledTimes(2);
  });

  it('says when the code has expired', async () => {
    renderAt('/', '/', <SignStep contract={contract} onContract={jest.fn()} />);
    await sendCode();
    act(() => void jest.advanceTimersByTime(5 * 60_000));
    expect(screen.getByText('کد منقضی شده است؛ کد جدیدی درخواست کنید.')).toBeTruthy();
  });

  it('keeps "sign" disabled until the code is complete', async () => {
    renderAt('/', '/', <SignStep contract={contract} onContract={jest.fn()} />);
    await sendCode();
    fireEvent.change(screen.getByTestId('verification-code'), { target: { value: '۱۲۳' } });
    expect((screen.getByTestId('step-next') as HTMLButtonElement).disabled).toBe(true);
  });
});
