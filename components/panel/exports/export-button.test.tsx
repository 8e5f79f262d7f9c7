import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ALL_FEATURES, presetCapabilities } from '@/lib/api/capabilities';
import { fakeResponse, installFetch, streamedResponse } from '@/tests/support/fake-response';
import { ExportButton } from './export-button';
import { receivedLabel } from './received-label';

const target = { resource: 'orders', scope: 'served', filters: { status: 'pendiente', search: 'Ana' } } as const;
let createObjectURL: jest.Mock;

beforeEach(() => {
  createObjectURL = jest.fn(() => 'blob:csv');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  presetCapabilities(ALL_FEATURES);
});
afterAll(() => presetCapabilities(ALL_FEATURES));

it("downloads the whole filtered list under the server's file name, then says it is ready", async () => {
  const clicks: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this.download);
  });
  // "Folio\r\n" (jsdom has no TextEncoder).
  const fetch = installFetch(
    streamedResponse([Uint8Array.from([70, 111, 108, 105, 111, 13, 10])], {
      'Content-Disposition': 'attachment; filename="pedidos-2026-11-24.csv"',
    }),
  );
  render(<ExportButton target={target} what="los pedidos" />);

  fireEvent.click(screen.getByRole('button', { name: /Exportar CSV los pedidos con los filtros actuales/ }));

  expect(await screen.findByText('Exportación lista: revisa tus descargas.')).toBeInTheDocument();
  expect(fetch.mock.calls[0]![0]).toBe('/api/exports/orders-admin?format=csv&status=pendiente&search=Ana');
  expect(clicks).toEqual(['pedidos-2026-11-24.csv']);
  expect(createObjectURL).toHaveBeenCalledTimes(1);
});

it("shows the server's Spanish error and offers to try again", async () => {
  installFetch(
    fakeResponse(422, { message: 'El estado no es válido.', errors: { status: ['El estado no es válido.'] } }),
  );
  render(<ExportButton target={target} what="los pedidos" />);

  fireEvent.click(screen.getByRole('button', { name: /Exportar CSV/ }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No se pudo exportar');
  expect(alert).toHaveTextContent('El estado no es válido.');
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
});

it('while downloading: busy, a progress bar, what has arrived, and a way to cancel', async () => {
  let finish: (value: { done: boolean; value?: Uint8Array }) => void = () => {};
  const response = streamedResponse([]);
  response.body = {
    getReader: () => ({
      read: () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    }),
  };
  installFetch(response);
  render(<ExportButton target={target} what="los pedidos" />);

  fireEvent.click(screen.getByRole('button', { name: /Exportar CSV/ }));

  const busy = await screen.findByRole('button', { name: /Exportando…/ });
  expect(busy).toBeDisabled();
  expect(busy).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('progressbar', { name: 'Progreso de la exportación' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Preparando el archivo…');
  expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  await act(async () => finish({ done: true }));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument());
});

it('is disabled with nothing to export, and absent on a host without exports', () => {
  const { rerender } = render(<ExportButton target={target} what="los pedidos" disabled />);
  expect(screen.getByRole('button', { name: /Exportar CSV/ })).toBeDisabled();
  presetCapabilities([]);
  rerender(<ExportButton target={{ resource: 'users', filters: {} }} what="los usuarios" />);
  expect(screen.queryByRole('button', { name: /Exportar CSV/ })).not.toBeInTheDocument();
});

it.each([
  [0, 'Preparando el archivo…'],
  [300, 'Descargando… 1 KB'],
  [48_000, 'Descargando… 47 KB'],
  [3_500_000, 'Descargando… 3.3 MB'],
])('receivedLabel(%d) → %s', (bytes, label) => expect(receivedLabel(bytes)).toBe(label));
