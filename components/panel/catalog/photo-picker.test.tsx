import { act, fireEvent, render, screen } from '@testing-library/react';
import type { AdminColor } from '@/lib/contract/catalog-admin';
import { PhotoPicker } from './photo-picker';

jest.mock('../../../lib/api/catalog-admin', () => ({ uploadCatalogPhoto: jest.fn(), removeCatalogPhoto: jest.fn() }));
const api = jest.requireMock('../../../lib/api/catalog-admin') as {
  uploadCatalogPhoto: jest.Mock;
  removeCatalogPhoto: jest.Mock;
};

const COLOR: AdminColor = {
  kind: 'colors',
  id: 4,
  slug: 'marfil',
  name: 'Marfil',
  published: true,
  image: null,
  fabric_id: 2,
  hex: '#EDE6D3',
  stripe_hex: null,
  stock: 9,
  stock_id: 1000004,
};
const WITH_PHOTO: AdminColor = {
  ...COLOR,
  image: {
    src: '/api/catalog-images/k-960.webp',
    width: 1920,
    height: 1440,
    srcset: [{ src: '/api/catalog-images/k-320.webp', width: 320 }],
  },
};

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:vista');
  URL.revokeObjectURL = jest.fn();
});

const choose = (file: File) => fireEvent.change(screen.getByLabelText('Foto nueva'), { target: { files: [file] } });

it('opens the picker from a Spanish button (FileField), no browser "Choose File"', () => {
  render(<PhotoPicker kind="colors" entry={COLOR} label="Marfil" onSaved={jest.fn()} />);
  const input = screen.getByLabelText('Foto nueva');
  expect(input).toHaveAttribute('type', 'file');
  expect(input).toHaveAttribute('accept', expect.stringContaining('image/webp'));
  expect(screen.getByText('Elegir foto')).toBeInTheDocument();
  expect(screen.getByText('Ningún archivo elegido')).toBeInTheDocument();
  expect(screen.getByText('Sin foto: el sitio muestra el dibujo.')).toBeInTheDocument();
  expect(document.body.textContent).not.toMatch(/choose file/i);
});

it('refuses a file of another type in Spanish before sending anything', () => {
  render(<PhotoPicker kind="colors" entry={COLOR} label="Marfil" onSaved={jest.fn()} />);
  choose(new File(['GIF89a'], 'foto.gif', { type: 'image/gif' }));
  expect(screen.getByRole('alert')).toHaveTextContent('«foto.gif» no es un archivo JPEG, PNG o WebP.');
  expect(screen.getByLabelText('Foto nueva')).toHaveAttribute('aria-invalid', 'true');
  expect(api.uploadCatalogPhoto).not.toHaveBeenCalled();
});

it('previews, uploads with a progress bar and hands the saved entry back', async () => {
  let finish: (value: unknown) => void = () => {};
  api.uploadCatalogPhoto.mockImplementation((_kind, _id, _file, onProgress: (n: number) => void) => {
    onProgress(0.4);
    return new Promise((resolve) => {
      finish = resolve;
    });
  });
  const onSaved = jest.fn();
  render(<PhotoPicker kind="colors" entry={COLOR} label="Marfil" onSaved={onSaved} />);
  choose(new File(['jpeg'], 'marfil.jpg', { type: 'image/jpeg' }));
  expect(screen.getByRole('img', { name: 'Vista previa de la nueva foto de Marfil' })).toHaveAttribute(
    'src',
    'blob:vista',
  );
  expect(screen.getByText('marfil.jpg (4 B)')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Subir foto' }));
  expect(api.uploadCatalogPhoto).toHaveBeenCalledWith(
    'colors',
    4,
    expect.any(File),
    expect.any(Function),
    expect.any(AbortSignal),
  );
  expect(screen.getByRole('progressbar', { name: 'Subiendo la foto' })).toHaveAttribute('value', '40');
  await act(async () => finish({ ok: true, status: 200, data: WITH_PHOTO, headers: new Headers() }));
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('La foto se guardó');
  expect(onSaved).toHaveBeenCalledWith(WITH_PHOTO);
});

it('shows the server’s Spanish refusal under the picker', async () => {
  api.uploadCatalogPhoto.mockResolvedValue({
    ok: false,
    status: 422,
    error: { message: 'x', errors: { image: ['La foto es demasiado grande: no debe pasar de 40 megapíxeles.'] } },
    headers: new Headers(),
  });
  render(<PhotoPicker kind="colors" entry={COLOR} label="Marfil" onSaved={jest.fn()} />);
  choose(new File(['jpeg'], 'enorme.jpg', { type: 'image/jpeg' }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Subir foto' })));
  expect(screen.getByRole('alert')).toHaveTextContent('La foto es demasiado grande: no debe pasar de 40 megapíxeles.');
});

it('removes the current photo', async () => {
  api.removeCatalogPhoto.mockResolvedValue({ ok: true, status: 200, data: COLOR, headers: new Headers() });
  const onSaved = jest.fn();
  render(<PhotoPicker kind="colors" entry={WITH_PHOTO} label="Marfil" onSaved={onSaved} />);
  expect(screen.getByRole('img', { name: 'Foto actual de Marfil' })).toHaveAttribute(
    'src',
    '/api/catalog-images/k-320.webp',
  );
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Quitar foto' })));
  expect(api.removeCatalogPhoto).toHaveBeenCalledWith('colors', 4);
  expect(onSaved).toHaveBeenCalledWith(COLOR);
  expect(screen.getByRole('status')).toHaveTextContent('Se quitó la foto');
});
