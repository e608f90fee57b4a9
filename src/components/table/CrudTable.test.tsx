import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/render';
import { ColumnsMenu } from './ColumnsMenu';
import { CrudTable, type CrudColumn, type SortState } from './CrudTable';
import { RowAction } from './RowAction';

interface Member {
  id: string;
  name: string;
  shifts: number;
}

const MEMBERS: Member[] = [
  { id: 'm1', name: 'bea', shifts: 3 },
  { id: 'm2', name: 'Ada', shifts: 12 },
  { id: 'm3', name: 'Cy', shifts: 7 },
];

const COLUMNS: CrudColumn<Member>[] = [
  { id: 'name', header: 'Name', rowHeader: true, sortValue: (m) => m.name, cell: (m) => m.name },
  {
    id: 'shifts',
    header: 'Shifts',
    align: 'end',
    sortValue: (m) => m.shifts,
    sortDescFirst: true,
    hideable: true,
    cell: (m) => m.shifts,
  },
  { id: 'note', header: 'Note', hideable: true, cell: () => 'on call' },
];

const rowNames = () => {
  const [, body] = within(screen.getByRole('table', { name: 'Members' })).getAllByRole('rowgroup');
  return within(body as HTMLElement)
    .getAllByRole('row')
    .map((row) => within(row).getByRole('rowheader').textContent);
};

function Members(props: Partial<Parameters<typeof CrudTable<Member>>[0]>) {
  return (
    <CrudTable
      caption="Members"
      rows={MEMBERS}
      columns={COLUMNS}
      rowId={(member) => member.id}
      {...props}
    />
  );
}

describe('CrudTable', () => {
  it('lets a long heading break over lines when its column asks (wrapHeader)', () => {
    const columns = COLUMNS.map((column) =>
      column.id === 'shifts'
        ? { ...column, header: 'Shifts this month', wrapHeader: true }
        : column,
    );
    renderApp(<Members columns={columns} />);
    expect(screen.getByRole('columnheader', { name: /Shifts this month/ })).toHaveClass(
      'crud-wrap',
      'text-end',
    );
    expect(screen.getByRole('columnheader', { name: 'Note' })).not.toHaveClass('crud-wrap');
  });

  it('names the table by its caption and each row by its row header', () => {
    renderApp(<Members />);
    expect(screen.getByRole('table', { name: 'Members' })).toBeInTheDocument();
    expect(rowNames()).toEqual(['bea', 'Ada', 'Cy']);
    expect(screen.getByRole('columnheader', { name: 'Note' })).toBeInTheDocument();
  });

  it('sorts by a heading, from the keyboard too, and says which way in aria-sort', async () => {
    const { user } = renderApp(<Members />);
    const name = screen.getByRole('columnheader', { name: 'Name' });
    expect(name).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Note' })).not.toHaveAttribute('aria-sort');

    await user.click(within(name).getByRole('button', { name: 'Name' }));
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(rowNames()).toEqual(['Ada', 'bea', 'Cy']);

    within(name).getByRole('button', { name: 'Name' }).focus();
    await user.keyboard('{Enter}');
    expect(name).toHaveAttribute('aria-sort', 'descending');
    expect(rowNames()).toEqual(['Cy', 'bea', 'Ada']);

    const shifts = screen.getByRole('columnheader', { name: 'Shifts' });
    await user.click(within(shifts).getByRole('button'));
    expect(shifts).toHaveAttribute('aria-sort', 'descending');
    expect(name).toHaveAttribute('aria-sort', 'none');
    expect(rowNames()).toEqual(['Ada', 'Cy', 'bea']);
  });

  it('leaves the order to the page when the page keeps the sort (server sorting)', async () => {
    const onSortChange = vi.fn<(sort: SortState | null) => void>();
    const { user } = renderApp(
      <Members sort={{ id: 'name', desc: false }} onSortChange={onSortChange} />,
    );
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(rowNames()).toEqual(['bea', 'Ada', 'Cy']);

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenCalledWith({ id: 'name', desc: true });
  });

  it('ticks rows and every row of the page', async () => {
    function Selectable() {
      const [selected, setSelected] = useState<string[]>([]);
      return (
        <Members
          selection={{
            selected,
            onChange: setSelected,
            rowLabel: (member) => `Select ${member.name}`,
            allLabel: 'Select every member on this page',
          }}
        />
      );
    }
    const { user } = renderApp(<Selectable />);
    const all = screen.getByRole('checkbox', { name: 'Select every member on this page' });

    await user.click(screen.getByRole('checkbox', { name: 'Select Ada' }));
    expect(screen.getByRole('checkbox', { name: 'Select Ada' })).toBeChecked();
    expect(all).not.toBeChecked();
    expect(all).toHaveProperty('indeterminate', true);

    await user.click(all);
    for (const name of ['bea', 'Ada', 'Cy']) {
      expect(screen.getByRole('checkbox', { name: `Select ${name}` })).toBeChecked();
    }
    await user.click(all);
    expect(screen.getByRole('checkbox', { name: 'Select Ada' })).not.toBeChecked();
  });

  it('hides the columns the admin hid, from the columns menu', async () => {
    function WithMenu() {
      const [hidden, setHidden] = useState<string[]>(['note']);
      return (
        <>
          <ColumnsMenu columns={COLUMNS} hidden={hidden} onChange={setHidden} />
          <Members hiddenColumns={hidden} />
        </>
      );
    }
    const { user } = renderApp(<WithMenu />);
    expect(screen.queryByRole('columnheader', { name: 'Note' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('checkbox', { name: 'Note' }));
    expect(screen.getByRole('columnheader', { name: 'Note' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Shifts' }));
    expect(screen.queryByRole('columnheader', { name: 'Shifts' })).toBeNull();
    expect(screen.queryByText('12')).toBeNull();
  });

  it('adds an actions column, and pages the sorted rows when given a page', async () => {
    const many = Array.from({ length: 12 }, (_, index) => ({
      id: `m${index}`,
      name: `Member ${String(index + 1).padStart(2, '0')}`,
      shifts: index,
    }));
    const onDelete = vi.fn<(id: string) => void>();
    const { user } = renderApp(
      <Members
        rows={many}
        page={2}
        defaultSort={{ id: 'name', desc: true }}
        actions={(member) => (
          <RowAction
            icon="bi-trash"
            label={`Delete ${member.name}`}
            title="Delete"
            danger
            onClick={() => onDelete(member.id)}
          />
        )}
      />,
    );
    expect(rowNames()).toEqual(['Member 02', 'Member 01']);
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Member 01' }));
    expect(onDelete).toHaveBeenCalledWith('m0');
  });

  it('stacks rows into cards on phones, each value named by its column', () => {
    renderApp(<Members />);
    const table = screen.getByRole('table', { name: 'Members' });
    expect(table).toHaveClass('crud-table', 'crud-table-stack');
    expect(within(table).getAllByRole('cell')[0]).toHaveAttribute('data-label', 'Shifts');
    expect(screen.getByRole('region', { name: 'Members, scrollable' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('keeps the table on phones when asked, and marks a refresh busy', () => {
    renderApp(<Members stackOnPhone={false} busy />);
    const table = screen.getByRole('table', { name: 'Members' });
    expect(table).not.toHaveClass('crud-table-stack');
    expect(table).toHaveAttribute('aria-busy', 'true');
  });
});
