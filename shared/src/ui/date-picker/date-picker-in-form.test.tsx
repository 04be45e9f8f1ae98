import { act, fireEvent, screen } from '@testing-library/react';
import { Form } from '../form/form';
import { FormField } from '../form/form-field';
import { useCrmForm } from '../form/use-crm-form';
import { Modal } from '../modal/modal';
import { renderUi, setTestLanguage } from '../testing/render-ui';
import { DatePicker } from './date-picker';

function DateForm({
  onSubmit,
  onClose,
}: {
  onSubmit: (values: unknown) => void;
  onClose: () => void;
}) {
  const form = useCrmForm<{ from: string | null }>({ defaultValues: { from: null } });
  return (
    <Modal open title="Report" onClose={onClose} suppressUnsavedChangesWarning>
      <Form form={form} onSubmit={onSubmit}>
        <FormField name="from" label="From">
          {(field) => <DatePicker {...field} />}
        </FormField>
        <button type="submit">Run</button>
      </Form>
    </Modal>
  );
}

describe('DatePicker in a form inside a modal', () => {
  beforeEach(async () => {
    await setTestLanguage('fa');
  });

  it('submits the typed Jalali date as an ISO date', async () => {
    const onSubmit = jest.fn();
    renderUi(<DateForm onSubmit={onSubmit} onClose={() => {}} />);
    const box = screen.getByLabelText('From');
    await act(async () => {
      fireEvent.change(box, { target: { value: '۱۴۰۴/۰۱/۰۱' } });
      fireEvent.blur(box);
    });
    await act(async () => void fireEvent.click(screen.getByText('Run')));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ from: '2025-03-21' });
  });

  it('closes only the calendar on Escape, not the modal', async () => {
    jest.useFakeTimers();
    try {
      const onClose = jest.fn();
      renderUi(<DateForm onSubmit={() => {}} onClose={onClose} />);
      await act(
        async () => void fireEvent.click(screen.getByRole('button', { name: 'انتخاب تاریخ' })),
      );
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      await act(async () => void jest.advanceTimersByTime(1000));
      expect(screen.queryByTestId('month-calendar')).toBeNull();
      expect(onClose).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});
