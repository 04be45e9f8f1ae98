import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { mobileSchema, nationalCodeSchema, passwordsMatch } from '../validation/schemas';
import { i18n, initI18n } from '@crm/shared';
import { formResolver } from './form-resolver';

const contractForm = v.object({
  nationalCode: nationalCodeSchema(),
  mobile: mobileSchema(),
});

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;

describe('formResolver', () => {
  it('returns the schema output for valid values', async () => {
    const resolve = formResolver(contractForm);
    const result = await resolve(
      { nationalCode: '۰۴۹۹۳۷۰۸۹۹', mobile: '+۹۸ ۹۱۲ ۱۲۳ ۴۵۶۷' },
      undefined,
      resolverOptions,
    );
    expect(result).toEqual({
      values: { nationalCode: '0499370899', mobile: '09121234567' },
      errors: {},
    });
  });

  it('returns Persian messages per field by default', async () => {
    const resolve = formResolver(contractForm);
    const result = await resolve(
      { nationalCode: '1111111111', mobile: '' },
      undefined,
      resolverOptions,
    );
    expect(result.values).toEqual({});
    expect(result.errors.nationalCode?.message).toBe('لطفاً کد ملی معتبر ۱۰ رقمی وارد کنید.');
    expect(result.errors.mobile?.message).toBe('این فیلد الزامی است.');
  });

  it('follows the page language by default, read at each validation', async () => {
    await initI18n('fa');
    const resolve = formResolver(contractForm);
    const values = { nationalCode: '', mobile: '09121234567' };
    const before = await resolve(values, undefined, resolverOptions);
    await i18n.changeLanguage('en');
    try {
      const after = await resolve(values, undefined, resolverOptions);
      expect(before.errors.nationalCode?.message).toBe('این فیلد الزامی است.');
      expect(after.errors.nationalCode?.message).toBe('This field is required.');
    } finally {
      await i18n.changeLanguage('fa');
    }
  });

  it('reads the language at each validation', async () => {
    let language = 'fa';
    const resolve = formResolver(contractForm, () => language);
    const values = { nationalCode: '', mobile: '09121234567' };
    const before = await resolve(values, undefined, resolverOptions);
    language = 'en-US';
    const after = await resolve(values, undefined, resolverOptions);
    expect(before.errors.nationalCode?.message).toBe('این فیلد الزامی است.');
    expect(after.errors.nationalCode?.message).toBe('This field is required.');
  });

  it('puts form-level checks on the named field', async () => {
    const form = v.pipe(
      v.object({ newPassword: v.string(), confirmPassword: v.string() }),
      passwordsMatch('newPassword', 'confirmPassword'),
    );
    const result = await formResolver(form, 'en')(
      { newPassword: 'a', confirmPassword: 'b' },
      undefined,
      resolverOptions,
    );
    expect(result.errors.confirmPassword?.message).toBe('Passwords do not match.');
  });
});

describe('formResolver with useForm', () => {
  it('shows messages on fields and submits normalised values', async () => {
    // formState is a proxy: errors update only when read during render, as a field would.
    const { result } = renderHook(() => {
      const form = useForm({
        resolver: formResolver(contractForm, 'en'),
        defaultValues: { nationalCode: '123', mobile: '09121234567' },
      });
      return { ...form, errors: form.formState.errors };
    });
    const submitted = jest.fn();

    await act(() => result.current.handleSubmit(submitted)());
    expect(submitted).not.toHaveBeenCalled();
    expect(result.current.errors.nationalCode?.message).toBe(
      'Please enter a valid 10-digit national code.',
    );

    act(() => result.current.setValue('nationalCode', '۰۴۹۹۳۷۰۸۹۹'));
    await act(() => result.current.handleSubmit(submitted)());
    expect(submitted).toHaveBeenCalledWith(
      { nationalCode: '0499370899', mobile: '09121234567' },
      undefined,
    );
    expect(result.current.errors.nationalCode).toBeUndefined();
  });
});
