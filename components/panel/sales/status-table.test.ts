import { isStaff, statusTable } from './status-table';

const table = statusTable(['abierto', 'cerrado'] as const, {
  abierto: { label: 'Abierto', tone: 'info' },
  cerrado: { label: 'Cerrado', tone: 'success' },
});

it('shows a known status with its label and colour, and offers the statuses in order', () => {
  expect(table.infoOf('cerrado')).toEqual({ label: 'Cerrado', tone: 'success' });
  expect(table.options).toEqual([
    { value: 'abierto', label: 'Abierto' },
    { value: 'cerrado', label: 'Cerrado' },
  ]);
});

it('shows an unknown status as received, in neutral, even when it names a property every object has', () => {
  expect(table.infoOf('archivado')).toEqual({ label: 'archivado', tone: 'neutral' });
  expect(table.infoOf('constructor')).toEqual({ label: 'constructor', tone: 'neutral' });
  expect(table.infoOf('toString')).toEqual({ label: 'toString', tone: 'neutral' });
});

it('knows who is staff', () => {
  expect([isStaff('admin'), isStaff('distributor'), isStaff('customer'), isStaff(null)]).toEqual([
    true,
    true,
    false,
    false,
  ]);
});
