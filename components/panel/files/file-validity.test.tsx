import { render, screen } from '@testing-library/react';
import { FileValidity } from './file-validity';
import { DIGITAL_CATALOGS, PRICE_LISTS, PROMOTIONS } from './sections';

it('shows a current promotion as Vigente with its days', () => {
  render(<FileValidity file={{ valid_from: '2026-11-01', valid_until: '2026-12-15' }} today="2026-11-24" />);
  expect(screen.getByText('Vigente')).toBeInTheDocument();
  expect(screen.getByText('del 1 de noviembre al 15 de diciembre de 2026')).toBeInTheDocument();
});

it('says Próximamente before it starts and Vencida after it ends', () => {
  const { rerender } = render(
    <FileValidity file={{ valid_from: '2027-01-01', valid_until: '2027-01-31' }} today="2026-11-24" />,
  );
  expect(screen.getByText('Próximamente')).toBeInTheDocument();
  rerender(<FileValidity file={{ valid_from: '2026-08-01', valid_until: '2026-09-30' }} today="2026-11-24" />);
  expect(screen.getByText('Vencida')).toBeInTheDocument();
});

it('shows nothing for a file without dates', () => {
  const { container } = render(<FileValidity file={{ valid_from: null, valid_until: null }} />);
  expect(container).toBeEmptyDOMElement();
});

it('tells each empty section in the gender of its noun', () => {
  expect(PRICE_LISTS.emptyHint).toBe('Cuando publiquemos una nueva, aparecerá aquí.'); // una lista
  expect(DIGITAL_CATALOGS.emptyHint).toBe('Cuando publiquemos uno nuevo, aparecerá aquí.'); // un catálogo
  expect(PROMOTIONS.emptyHint).toBe('Cuando publiquemos una nueva, aparecerá aquí.'); // una promoción
});
