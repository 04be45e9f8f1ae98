import { fireEvent, screen, within } from '@testing-library/react';
import { renderUi, setTestLanguage } from '../testing/render-ui';
import { createListQuery } from './list-query';
import { ListTable } from './list-table';

interface Row {
  id: string;
  name: string;
}

describe('a list table', () => {
  beforeEach(() => setTestLanguage('en'));

  it('shows the list query’s page and asks it for the next query', () => {
    const onQueryChange = jest.fn();
    renderUi(
      <ListTable<Row>
        aria-label="Rows"
        columns={[{ key: 'name', header: 'Name', sortable: true }]}
        getRowId={(row) => row.id}
        list={{
          items: [{ id: 'a', name: 'Alpha' }],
          totalCount: 1,
          query: createListQuery(),
          onQueryChange,
          loading: true,
        }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Rows' });
    expect(within(table).getByText('Alpha')).toBeTruthy();
    expect(table.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    expect(onQueryChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ sorting: 'name asc' }),
    );
  });
});
