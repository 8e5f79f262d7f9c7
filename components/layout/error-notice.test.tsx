import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorNotice } from './error-notice';

it('explains in Spanish, retries on request and shows only the reference of the error', async () => {
  const retry = jest.fn();
  render(<ErrorNotice digest="2636923848" onRetry={retry} />);
  const alert = screen.getByRole('alert');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('No pudimos cargar esta página');
  expect(alert).toHaveTextContent('Referencia del error: 2636923848');
  expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(retry).toHaveBeenCalledTimes(1);
});

it('leaves the reference out when there is none (an error raised in the browser)', () => {
  render(<ErrorNotice onRetry={() => {}} />);
  expect(screen.getByRole('alert')).not.toHaveTextContent('Referencia');
});
