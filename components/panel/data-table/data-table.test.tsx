import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from './data-table';
import type { DataTableColumn } from './types';

/** The bytes of a blob (jsdom has no Response or Blob.arrayBuffer). */
function blobBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** UTF-8 bytes to text without TextDecoder (missing in jsdom). */
function utf8(bytes: Uint8Array): string {
  return decodeURIComponent([...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''));
}

type Row = { id: number; name: string; stock: number };
const rows: Row[] = Array.from({ length: 40 }, (_, i) => ({
  id: i + 1,
  name: i === 0 ? 'Galería Ñandú' : `Tela ${String(i + 1).padStart(2, '0')}`,
  stock: (i * 7) % 50,
}));
const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Nombre', accessor: (r) => r.name, sortable: true, rowHeader: true },
  { id: 'stock', header: 'Existencia', accessor: (r) => r.stock, sortable: true, align: 'end' },
  {
    id: 'actions',
    header: 'Acciones',
    headerHidden: true,
    csv: false,
    render: (r) => <button type="button">Editar {r.name}</button>,
  },
];

function bodyRows() {
  const table = screen.getByRole('table', { name: 'Inventario' });
  return within(table).getAllByRole('row').slice(1);
}

function firstCells() {
  return bodyRows().map((row) => within(row).getAllByRole('rowheader')[0]?.textContent);
}

it('shows the first page and "Mostrando 1–15 de 40", then pages with the buttons', async () => {
  const user = userEvent.setup();
  render(<DataTable label="Inventario" columns={columns} rows={rows} rowKey={(r) => r.id} />);

  expect(bodyRows()).toHaveLength(15);
  expect(screen.getByText('Mostrando 1–15 de 40')).toBeInTheDocument();
  expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Página anterior' })).toHaveAttribute('aria-disabled', 'true');

  await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
  expect(screen.getByText('Mostrando 16–30 de 40')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Última página' }));
  expect(screen.getByText('Mostrando 31–40 de 40')).toBeInTheDocument();
  expect(bodyRows()).toHaveLength(10);
  // Pressing a disabled button does nothing.
  await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
  expect(screen.getByText('Página 3 de 3')).toBeInTheDocument();

  await user.selectOptions(screen.getByLabelText('Filas por página'), '60');
  expect(bodyRows()).toHaveLength(40);
  expect(screen.getByText('Mostrando 1–40 de 40')).toBeInTheDocument();
});

it('sorts with the header buttons and marks the header with aria-sort', async () => {
  const user = userEvent.setup();
  render(<DataTable label="Inventario" columns={columns} rows={rows} rowKey={(r) => r.id} pageSizes={[60]} />);
  const header = screen.getByRole('columnheader', { name: /Existencia/ });
  expect(header).not.toHaveAttribute('aria-sort');

  await user.click(within(header).getByRole('button'));
  expect(header).toHaveAttribute('aria-sort', 'ascending');
  const ascending = bodyRows().map((row) => Number(within(row).getAllByRole('cell')[0]?.textContent));
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await user.click(within(header).getByRole('button'));
  expect(header).toHaveAttribute('aria-sort', 'descending');
  const descending = bodyRows().map((row) => Number(within(row).getAllByRole('cell')[0]?.textContent));
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  expect(screen.getByRole('columnheader', { name: /Nombre/ })).not.toHaveAttribute('aria-sort');
});

it('searches the chosen fields ignoring accents, back to page 1, and says when nothing matches', async () => {
  const user = userEvent.setup();
  render(
    <DataTable
      label="Inventario"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      search={{ fields: (r) => [r.name], label: 'Buscar artículo' }}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
  await user.type(screen.getByLabelText('Buscar artículo'), 'galeria nandu');
  expect(firstCells()).toEqual(['Galería Ñandú']);
  expect(screen.getByText('Mostrando 1–1 de 1')).toBeInTheDocument();

  await user.clear(screen.getByLabelText('Buscar artículo'));
  await user.type(screen.getByLabelText('Buscar artículo'), 'zzz');
  expect(screen.getByText('Ningún resultado para «zzz».')).toBeInTheDocument();
  expect(screen.getByText('Sin resultados')).toBeInTheDocument();
});

it('applies `filter` before the search and tells it apart from an empty list', () => {
  const { rerender } = render(
    <DataTable
      label="Inventario"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      filter={(r) => r.stock > 1000}
      empty={<p>Vacío</p>}
    />,
  );
  expect(screen.getByText('No hay resultados con estos filtros.')).toBeInTheDocument();
  expect(screen.queryByText('Vacío')).not.toBeInTheDocument();

  rerender(<DataTable label="Inventario" columns={columns} rows={[]} rowKey={(r) => r.id} empty={<p>Vacío</p>} />);
  expect(screen.getByText('Vacío')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('shows skeleton rows while loading, in a busy table', () => {
  render(<DataTable label="Inventario" columns={columns} rows={undefined} rowKey={(r) => r.id} />);
  const table = screen.getByRole('table', { name: 'Inventario', hidden: true });
  expect(table).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('Cargando inventario…');
});

it('puts the table in a focusable, labelled region that can scroll sideways', () => {
  render(<DataTable label="Inventario" columns={columns} rows={rows} rowKey={(r) => r.id} />);
  const region = screen.getByRole('region', { name: 'Inventario' });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(within(region).getByRole('table')).toBeInTheDocument();
  // The actions header is there for screen readers only.
  expect(screen.getByRole('columnheader', { name: 'Acciones' })).toBeInTheDocument();
});

it("labels each cell with its column's name for the phone's cards, except a hidden header's", () => {
  render(<DataTable label="Inventario" columns={columns} rows={rows} rowKey={(r) => r.id} />);
  const [stock, actions] = within(bodyRows()[0]!).getAllByRole('cell');
  expect(stock).toHaveAttribute('data-label', 'Existencia');
  expect(actions).not.toHaveAttribute('data-label');
});

it('with server paging shows the rows as given and reports page changes', async () => {
  const user = userEvent.setup();
  const onPageChange = jest.fn();
  const onSortChange = jest.fn();
  render(
    <DataTable
      label="Inventario"
      columns={columns}
      rows={rows.slice(0, 15)}
      rowKey={(r) => r.id}
      server={{ page: 2, pageSize: 15, total: 100, onPageChange, sort: null, onSortChange }}
    />,
  );
  expect(bodyRows()).toHaveLength(15);
  expect(screen.getByText('Mostrando 16–30 de 100')).toBeInTheDocument();
  expect(screen.queryByLabelText('Filas por página')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
  expect(onPageChange).toHaveBeenCalledWith(3);
  await user.click(within(screen.getByRole('columnheader', { name: /Nombre/ })).getByRole('button'));
  expect(onSortChange).toHaveBeenCalledWith({ columnId: 'name', direction: 'asc' });
  // The page itself is not re-sorted: the server decides the order.
  expect(firstCells()[0]).toBe('Galería Ñandú');
});

it('exports the filtered rows of every page as CSV', async () => {
  const user = userEvent.setup();
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:csv');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  render(
    <DataTable
      label="Inventario"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      search={{ fields: (r) => [r.name] }}
      csv={{ filename: 'inventario' }}
    />,
  );
  await user.type(screen.getByLabelText('Buscar'), 'tela');
  await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));

  expect(click).toHaveBeenCalledTimes(1);
  const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
  expect(link.download).toBe('inventario.csv');
  const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
  const text = utf8((await blobBytes(blob)).slice(3));
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toBe('Nombre,Existencia');
  // The 39 "Tela" rows of every page, not only the 15 on screen; not the gallery.
  const expected = rows.filter((r) => r.name.startsWith('Tela'));
  expect(expected).toHaveLength(39);
  expect(lines.slice(1)).toEqual(expected.map((r) => `${r.name},${r.stock}`));
  click.mockRestore();
});

it('goes back to page 1 when the filters change', async () => {
  const user = userEvent.setup();
  const even = (r: Row) => r.id % 2 === 0;
  const { rerender } = render(
    <DataTable label="Inventario" columns={columns} rows={rows} rowKey={(r) => r.id} pageSizes={[5]} />,
  );
  await user.click(screen.getByRole('button', { name: 'Última página' }));
  expect(screen.getByText('Página 8 de 8')).toBeInTheDocument();

  rerender(
    <DataTable label="Inventario" columns={columns} rows={rows} rowKey={(r) => r.id} pageSizes={[5]} filter={even} />,
  );
  expect(screen.getByText('Página 1 de 4')).toBeInTheDocument();
  expect(screen.getByText('Mostrando 1–5 de 20')).toBeInTheDocument();
});
