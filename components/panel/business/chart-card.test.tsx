import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChartCard } from './chart-card';

jest.mock('../data-table/csv', () => ({ downloadCsv: jest.fn() }));
import { downloadCsv } from '../data-table/csv';

type Row = { month: string; billed: string };
const rows: Row[] = [
  { month: '2026-01', billed: '100.00' },
  { month: '2026-02', billed: '250.50' },
];
const columns = [
  { id: 'month', header: 'Mes', accessor: (r: Row) => r.month, rowHeader: true },
  { id: 'billed', header: 'Facturado', accessor: (r: Row) => r.billed },
];

function renderCard(props: Partial<Parameters<typeof ChartCard<Row>>[0]> = {}) {
  return render(
    <ChartCard<Row>
      title="Facturado por mes"
      summary="Facturado por mes: $350.50 en total."
      chart={<div>barras</div>}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.month}
      csvName="facturado-2026"
      {...props}
    />,
  );
}

describe('ChartCard', () => {
  it('names its drawing for a screen reader and shows the same rows as a table on demand', async () => {
    renderCard();
    expect(screen.getByRole('img', { name: 'Facturado por mes: $350.50 en total.' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Ver tabla' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Ocultar tabla' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('rowheader', { name: '2026-02' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '250.50' })).toBeInTheDocument();
  });

  it('downloads its rows as CSV under its name', async () => {
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    expect(downloadCsv).toHaveBeenCalledWith('facturado-2026', columns, rows);
  });

  it('says there is nothing to draw instead of an empty chart', () => {
    renderCard({ rows: [], empty: 'No hay solicitudes esperando respuesta.' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('No hay solicitudes esperando respuesta.')).toBeInTheDocument();
  });
});
