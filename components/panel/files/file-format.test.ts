import { checkUpload, downloadName, fileTypeInfo, PANEL_FILE_RULE, PROFILE_IMAGE_RULE } from './file-format';

it('fileTypeInfo names the type and says how to preview it', () => {
  expect(fileTypeInfo('application/pdf')).toEqual({ label: 'PDF', extension: 'pdf', preview: 'pdf' });
  expect(fileTypeInfo('image/PNG').preview).toBe('image');
  expect(fileTypeInfo('text/plain')).toEqual({ label: 'PLAIN', extension: '', preview: null });
});

it('downloadName adds the extension only when missing', () => {
  expect(downloadName('Lista de precios', 'application/pdf')).toBe('Lista de precios.pdf');
  expect(downloadName('Lista.PDF', 'application/pdf')).toBe('Lista.PDF');
  expect(downloadName('promo.jpeg', 'image/jpeg')).toBe('promo.jpeg');
  expect(downloadName('promo', 'image/jpeg')).toBe('promo.jpg');
  expect(downloadName('notas', 'text/plain')).toBe('notas');
});

describe('checkUpload', () => {
  const MB = 1024 * 1024;
  it('accepts the allowed types up to the limit', () => {
    expect(checkUpload({ name: 'lista.pdf', size: 20 * MB, type: 'application/pdf' }, PANEL_FILE_RULE)).toBeNull();
    expect(checkUpload({ name: 'foto.webp', size: MB, type: 'image/webp' }, PROFILE_IMAGE_RULE)).toBeNull();
    // No MIME type from the browser: the extension decides.
    expect(checkUpload({ name: 'promo.JPG', size: MB, type: '' }, PANEL_FILE_RULE)).toBeNull();
  });
  it('explains a wrong type, an empty file and a file too large', () => {
    expect(checkUpload({ name: 'notas.txt', size: 10, type: 'text/plain' }, PANEL_FILE_RULE)).toBe(
      '«notas.txt» no es un archivo PDF, JPEG, PNG o WebP. Elige un archivo de alguno de esos tipos.',
    );
    expect(checkUpload({ name: 'lista.pdf', size: 0, type: 'application/pdf' }, PANEL_FILE_RULE)).toBe(
      '«lista.pdf» está vacío.',
    );
    expect(checkUpload({ name: 'foto.png', size: 6.2 * MB, type: 'image/png' }, PROFILE_IMAGE_RULE)).toBe(
      '«foto.png» pesa 6.2 MB; el máximo es 5 MB.',
    );
    expect(checkUpload({ name: 'foto.png', size: 5 * MB + 10, type: 'image/png' }, PROFILE_IMAGE_RULE)).toBe(
      '«foto.png» pesa más de 5 MB; el máximo es 5 MB.',
    );
    expect(checkUpload({ name: 'doc.pdf', size: MB, type: 'application/pdf' }, PROFILE_IMAGE_RULE)).toMatch(
      /no es un archivo JPEG, PNG o WebP/,
    );
  });
});
