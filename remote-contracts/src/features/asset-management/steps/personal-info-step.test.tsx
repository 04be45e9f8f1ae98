import { HttpError } from '@crm/shared';
import type { ContractDto } from '@crm/shared/dto';
import { renderAt, setTestLanguage } from '@crm/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { registerLocales } from '../../../locales';
import { PersonalInfoStep } from './personal-info-step';

jest.mock('../../../api/contracts-api', () => ({ updateContract: jest.fn() }));
const api = jest.requireMock('../../../api/contracts-api') as { updateContract: jest.Mock };

const empty = {
  id: 'c1',
  stateCode: 'CompleteUserInformation',
  firstName: 'نگار',
  lastName: 'امینی',
  nationalCode: '',
  mobile: null,
  birthDate: '1990-04-01',
  address: 'تهران',
  sheba: null,
} as ContractDto;

const type = (field: string, value: string) =>
  fireEvent.change(screen.getByTestId(`field-${field}`), { target: { value } });
const submit = () => act(async () => void fireEvent.click(screen.getByTestId('step-next')));

describe('the personal details step', () => {
  beforeEach(() => setTestLanguage('fa', registerLocales));

  it('refuses invalid codes in Persian before asking the server', async () => {
    renderAt('/', '/', <PersonalInfoStep contract={empty} onContract={jest.fn()} />);
    type('nationalCode', '۱۲۳۴۵۶۷۸۹۰');
    type('mobile', '۰۸۱۲');
    type('sheba', 'IR12');
    await submit();
    expect(screen.getByText('لطفاً کد ملی معتبر ۱۰ رقمی وارد کنید.')).toBeTruthy();
    expect(screen.getByText('لطفاً شماره موبایل معتبر وارد کنید، مانند ۰۹۱۲۱۲۳۴۵۶۷.')).toBeTruthy();
    expect(screen.getByText('لطفاً شماره شبای معتبر وارد کنید: IR و ۲۴ رقم.')).toBeTruthy();
    expect(api.updateContract).not.toHaveBeenCalled();
  });

  it('sends canonical codes and moves on; the server’s field messages show on the fields', async () => {
    const onContract = jest.fn();
    api.updateContract.mockRejectedValueOnce(
      new HttpError({
        kind: 'http',
        status: 400,
        statusText: 'Bad Request',
        url: '/x',
        method: 'POST',
        abpError: {
          code: 'Crm:ValidationError',
          message: 'درخواست معتبر نیست',
          details: null,
          data: null,
          validationErrors: [
            {
              message: 'کد ملی با کد ملی ثبت‌شده در حساب شما یکسان نیست.',
              members: ['nationalCode'],
            },
          ],
        },
      }),
    );
    renderAt('/', '/', <PersonalInfoStep contract={empty} onContract={onContract} />);
    type('nationalCode', '۰۴۹۹۳۷۰۸۹۹');
    type('mobile', '۰۹۱۲ ۱۲۳ ۴۵۶۷');
    type('sheba', 'IR820540102680020817909002');
    await submit();
    expect(api.updateContract).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 'c1',
        nationalCode: '0499370899',
        mobile: '09121234567',
        stateCode: 'AnswerQuestionnaire',
      }),
    );
    expect(
      screen.getAllByText('کد ملی با کد ملی ثبت‌شده در حساب شما یکسان نیست.').length,
    ).toBeGreaterThan(0);
    api.updateContract.mockResolvedValueOnce({ ...empty, stateCode: 'AnswerQuestionnaire' });
    await submit();
    expect(onContract).toHaveBeenCalledWith(
      expect.objectContaining({ stateCode: 'AnswerQuestionnaire' }),
    );
  });
});
