import { render, screen } from '@testing-library/react';
import ApiDocsPage from './page';

describe('/desarrolladores/api', () => {
  it('links the raw document and lists every operation by resource, the spec calls marked', () => {
    const { container } = render(<ApiDocsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'API para desarrolladores' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/api/openapi.json' })).toHaveAttribute('href', '/api/openapi.json');
    expect(screen.getByRole('heading', { level: 2, name: 'Cotizaciones' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: /PUT\s+\/api\/quotes\/\{id\}\/status/ })).toBeInTheDocument();
    expect(container.querySelectorAll('h3 [class*="spec"]')).toHaveLength(26);
    expect(screen.getAllByText(/Respuesta 200: application\/json · User/).length).toBeGreaterThan(3);
  });
});
