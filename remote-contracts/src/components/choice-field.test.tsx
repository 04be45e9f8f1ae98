import { renderAt, setTestLanguage } from '@crm/shared/testing';
import { Form, useCrmForm } from '@crm/shared/ui';
import { act, fireEvent, screen } from '@testing-library/react';
import { useLocalize } from '@crm/shared';
import { registerLocales } from '../locales';
import { basketKindChoices, ChoiceField } from './choice-field';

interface Values {
  kind: string;
}

const submitted = jest.fn<void, [Values]>();

function Harness() {
  const form = useCrmForm<Values>({ defaultValues: { kind: 'joint' } });
  const localize = useLocalize();
  return (
    <Form id="f" form={form} onSubmit={(values) => submitted(values)}>
      <ChoiceField
        name="kind"
        label="contracts::Baskets.Kind"
        testId="kind"
        options={basketKindChoices(localize)}
      />
      <button type="submit">save</button>
    </Form>
  );
}

describe('a choice field', () => {
  beforeEach(() => setTestLanguage('fa', registerLocales));

  it('shows the chosen option’s text and writes the value of the one picked', async () => {
    renderAt('/', '/', <Harness />);
    const dropdown = screen.getByTestId('kind');
    expect(dropdown.textContent).toContain('مشترک');
    fireEvent.click(dropdown);
    fireEvent.click(await screen.findByRole('option', { name: /اختصاصی/ }));
    expect(dropdown.textContent).toContain('اختصاصی');
    await act(async () => void fireEvent.click(screen.getByText('save')));
    expect(submitted).toHaveBeenCalledWith({ kind: 'special' });
  });
});
