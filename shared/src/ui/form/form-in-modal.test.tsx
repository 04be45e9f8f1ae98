import { Input } from '@crm/shared/fluent';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ConfirmationHost } from '../feedback/confirmation/confirmation-host';
import { confirmation } from '@crm/shared';
import { Modal } from '../modal/modal';
import { renderUi, setTestLanguage } from '../testing/render-ui';
import { Form } from './form';
import { FormField } from './form-field';
import { useCrmForm } from './use-crm-form';

function EditModal({ onSubmit, onClose }: { onSubmit: () => void; onClose: () => void }) {
  const form = useCrmForm<{ title: string }>({ defaultValues: { title: 'old' } });
  return (
    <Modal open title="Edit" onClose={onClose} primaryAction={{ label: 'Save', form: 'edit' }}>
      <Form id="edit" form={form} onSubmit={onSubmit}>
        <FormField name="title" label="Title">
          {(field) => <Input {...field} />}
        </FormField>
      </Form>
    </Modal>
  );
}

function show() {
  const onSubmit = jest.fn();
  const onClose = jest.fn();
  renderUi(
    <>
      <EditModal onSubmit={onSubmit} onClose={onClose} />
      <ConfirmationHost />
    </>,
  );
  return { onSubmit, onClose };
}

const footerButton = (name: string) =>
  within(screen.getByRole('dialog')).getByRole('button', { name });

describe('a Form inside a Modal', () => {
  beforeEach(async () => {
    await setTestLanguage('en');
  });
  afterEach(() => act(() => confirmation.clear()));

  it('is submitted by the footer’s primary button', async () => {
    const { onSubmit } = show();
    await act(async () => void fireEvent.click(footerButton('Save')));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('closes without asking while unchanged', async () => {
    const { onClose } = show();
    await act(async () => void fireEvent.click(footerButton('Cancel')));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('makes the modal ask before closing once changed', async () => {
    const { onClose } = show();
    await act(
      async () =>
        void fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'new' } }),
    );
    await act(async () => void fireEvent.click(footerButton('Cancel')));
    expect(onClose).not.toHaveBeenCalled();
    // The confirmation is queued in the store and drawn by its host a render later: wait for it.
    // (found by test id: Tabster hides it from the accessibility tree for a moment as it opens)
    const question = await screen.findByTestId('confirmation', {}, { timeout: 5000 });
    expect(question.textContent).toContain('You have unsaved changes.');
  });
});
