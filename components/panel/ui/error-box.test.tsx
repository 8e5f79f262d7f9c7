import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api/errors';
import { ErrorBox, errorParts } from './error-box';

it('shows the server body as received: its message and each field message once', () => {
  const body = {
    message: 'El campo nombre es obligatorio.',
    errors: { name: ['El campo nombre es obligatorio.'], rfc: ['RFC no válido.'] },
  };
  expect(errorParts(new ApiError(422, body))).toEqual({
    message: 'El campo nombre es obligatorio.',
    details: ['RFC no válido.'],
  });
  render(<ErrorBox error={new ApiError(422, body)} title="No se pudo guardar" />);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('No se pudo guardar');
  expect(alert).toHaveTextContent('El campo nombre es obligatorio.');
  expect(alert).toHaveTextContent('RFC no válido.');
});

it('titles a 403 "No tienes permiso", without repeating a message that already says it, and offers no retry', () => {
  const { rerender } = render(
    <ErrorBox error={new ApiError(403, { message: 'Tu cuenta está inactiva.' })} onRetry={() => {}} />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(/^No tienes permisoTu cuenta está inactiva\.$/);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();

  rerender(<ErrorBox error={new ApiError(403, { message: 'No tienes permiso para realizar esta acción.' })} />);
  expect(screen.getAllByText(/No tienes permiso/)).toHaveLength(1);
});

it('offers "Reintentar" for other failures and renders nothing without an error', async () => {
  const retry = jest.fn();
  const { rerender } = render(
    <ErrorBox error={new ApiError(503, { message: 'Servicio no disponible.' })} onRetry={retry} />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(retry).toHaveBeenCalledTimes(1);
  rerender(<ErrorBox error={null} />);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
