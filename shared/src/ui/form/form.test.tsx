import { Textarea } from '@fluentui/react-components';
import { Input } from '@crm/shared/fluent';
import { act, fireEvent, screen } from '@testing-library/react';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { ENTER_SUBMIT_DEBOUNCE_MS } from '../constants';
import { renderUi, setTestLanguage } from '../testing/render-ui';
import { Form, type FormProps } from './form';
import type { MessageFormatter } from './form-context';
import { FormField } from './form-field';
import { useCrmForm } from './use-crm-form';

interface Values {
  name: string;
  code: string;
  notes: string;
}

// Errors as the validation library gives them: plain text, a key with parameters, a Resource::Key.
const resolver: Resolver<Values> = async (values) => {
  const errors: Record<string, unknown> = {};
  if (!values.name) errors.name = { type: 'required', message: 'Name is required' };
  if (values.code.length < 3) {
    errors.code = { type: 'minlength', key: 'minlength', params: { requiredLength: 3 } };
  }
  if (values.notes === 'bad') errors.notes = { type: 'invalid', message: 'AbpUi::Close' };
  return Object.keys(errors).length
    ? { values: {}, errors: errors as FieldErrors<Values> }
    : { values, errors: {} };
};

const format: MessageFormatter = (key, params) =>
  key === 'minlength' ? `at least ${String(params?.requiredLength)}` : key;

type Options = Partial<Omit<FormProps<Values>, 'form' | 'children'>>;

function Harness(options: Options) {
  const form = useCrmForm<Values>({ defaultValues: { name: '', code: '', notes: '' }, resolver });
  return (
    <Form form={form} onSubmit={jest.fn()} {...options}>
      <FormField name="name" label="Name" required>
        {(field) => <Input {...field} />}
      </FormField>
      <FormField name="code" label="Code" formatMessage={format}>
        {(field) => <Input {...field} />}
      </FormField>
      <FormField name="notes" label="Notes">
        {(field) => <Textarea {...field} />}
      </FormField>
      <button type="submit">Send</button>
    </Form>
  );
}

const input = (label: string) => screen.getByLabelText(label, { exact: false });
const fieldOf = (label: string) => input(label).closest('.fui-Field') as HTMLElement;

async function type(label: string, value: string) {
  await act(async () => void fireEvent.change(input(label), { target: { value } }));
}

async function submit() {
  await act(async () => void fireEvent.click(screen.getByText('Send')));
}

describe('Form and FormField', () => {
  beforeEach(async () => {
    await setTestLanguage('fa');
  });

  it('shows no error before the user changes a field', async () => {
    renderUi(<Harness />);
    await type('Code', 'a');
    expect(fieldOf('Name').classList.contains('is-invalid')).toBe(false);
    expect(screen.queryByText('Name is required')).toBeNull();
  });

  it('shows the error of a changed field with is-invalid and Fluent’s error look', async () => {
    renderUi(<Harness />);
    await type('Code', 'ab');
    expect(fieldOf('Code').classList.contains('is-invalid')).toBe(true);
    expect(input('Code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('at least 3')).toBeTruthy();
    await type('Code', 'abc');
    expect(fieldOf('Code').classList.contains('is-invalid')).toBe(false);
    expect(screen.queryByText('at least 3')).toBeNull();
  });

  it('keeps showing errors of a field changed back to its first value', async () => {
    renderUi(<Harness />);
    await type('Name', 'x');
    await type('Name', '');
    expect(screen.getByText('Name is required')).toBeTruthy();
  });

  it('translates Resource::Key messages with no formatter given', async () => {
    renderUi(<Harness />);
    await type('Notes', 'bad');
    expect(screen.getByText('بستن')).toBeTruthy();
  });

  it('marks all fields dirty on submit and does not submit an invalid form', async () => {
    const onSubmit = jest.fn();
    renderUi(<Harness onSubmit={onSubmit} />);
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(fieldOf('Name').classList.contains('is-invalid')).toBe(true);
    expect(fieldOf('Code').classList.contains('is-invalid')).toBe(true);
  });

  it('shows errors after submit only with validate-on-submit when submits do not mark dirty', async () => {
    const { unmount } = renderUi(<Harness markAsDirtyOnSubmit={false} />);
    await submit();
    expect(screen.queryByText('Name is required')).toBeNull();
    unmount();
    renderUi(<Harness markAsDirtyOnSubmit={false} validateOnSubmit />);
    await submit();
    expect(screen.getByText('Name is required')).toBeTruthy();
  });

  it('submits valid values and ignores a second submit while the first is pending', async () => {
    let finish: () => void = () => {};
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderUi(<Harness onSubmit={onSubmit} />);
    await type('Name', 'Sara');
    await type('Code', 'abc');
    await submit();
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect((onSubmit.mock.calls[0] as unknown[])[0]).toEqual({
      name: 'Sara',
      code: 'abc',
      notes: '',
    });
    await act(async () => finish());
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('ignores submits while busy', async () => {
    const onSubmit = jest.fn();
    renderUi(<Harness onSubmit={onSubmit} busy />);
    await type('Name', 'Sara');
    await type('Code', 'abc');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  describe('Enter', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    async function advance(ms: number) {
      await act(async () => void jest.advanceTimersByTime(ms));
    }

    it('in a field submits after the 200 ms debounce', async () => {
      const onSubmit = jest.fn();
      renderUi(<Harness onSubmit={onSubmit} />);
      await type('Name', 'Sara');
      await type('Code', 'abc');
      fireEvent.keyDown(input('Code'), { key: 'Enter' });
      await advance(ENTER_SUBMIT_DEBOUNCE_MS - 1);
      expect(onSubmit).not.toHaveBeenCalled();
      await advance(1);
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });

    it('pressed repeatedly submits once', async () => {
      const onSubmit = jest.fn();
      renderUi(<Harness onSubmit={onSubmit} />);
      await type('Name', 'Sara');
      await type('Code', 'abc');
      fireEvent.keyDown(input('Name'), { key: 'Enter' });
      await advance(100);
      fireEvent.keyDown(input('Name'), { key: 'Enter' });
      await advance(ENTER_SUBMIT_DEBOUNCE_MS);
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });

    it('in a textarea does not submit', async () => {
      const onSubmit = jest.fn();
      renderUi(<Harness onSubmit={onSubmit} />);
      await type('Name', 'Sara');
      await type('Code', 'abc');
      const enter = fireEvent.keyDown(input('Notes'), { key: 'Enter' });
      await advance(1000);
      expect(enter).toBe(true);
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });
});
