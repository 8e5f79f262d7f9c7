import { setApiBase } from './config';
import { fakeResponse, installFetch } from '@/tests/support/fake-response';
import { apiUrl, request } from './transport';

// One build, any host: the browser asks the server that sent the page which API host to call.
describe('the API host at run time', () => {
  it('is asked once of /runtime-config, then every call and file URL goes to it', async () => {
    setApiBase(null);
    const fetchMock = installFetch(
      fakeResponse(200, { api_url: 'https://api.example.mx/' }),
      fakeResponse(200, [{ id: 1 }]),
      fakeResponse(200, []),
    );
    expect((await request('/api/states')).ok).toBe(true);
    await request('/api/roles');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/runtime-config',
      'https://api.example.mx/api/states',
      'https://api.example.mx/api/roles',
    ]);
    expect(apiUrl('/api/image-user/foto.webp')).toBe('https://api.example.mx/api/image-user/foto.webp');
    expect(apiUrl('https://archivos.example.mx/x.pdf')).toBe('https://archivos.example.mx/x.pdf');
  });

  it('is this origin when the server says so, or cannot be asked (then asked again next time)', async () => {
    setApiBase(null);
    const fetchMock = installFetch(
      new Error('offline'),
      fakeResponse(200, []),
      fakeResponse(200, { api_url: '' }),
      fakeResponse(200, []),
    );
    await request('/api/states');
    await request('/api/states');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/runtime-config',
      '/api/states',
      '/runtime-config',
      '/api/states',
    ]);
  });
});
