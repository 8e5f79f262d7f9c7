// The captcha of a public form loads only once the visitor starts on the form: until then
// neither the widget's code nor the provider's script is requested.

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCaptcha } from './captcha-field';

const mockLoads = { count: 0 };

jest.mock('@hcaptcha/react-hcaptcha', () => {
  mockLoads.count += 1;
  function FakeHCaptcha({ onVerify }: { onVerify?: (token: string) => void }) {
    return (
      <button type="button" onClick={() => onVerify?.('respuesta')}>
        widget de verificación
      </button>
    );
  }
  return { __esModule: true, default: FakeHCaptcha };
});

function Form() {
  const captcha = useCaptcha();
  return (
    <form aria-label="Escríbenos">
      <label>
        Nombre <input name="name" />
      </label>
      {captcha.field}
    </form>
  );
}

const original = process.env.NEXT_PUBLIC_HCAPTCHA_SITEKEY;
afterEach(() => {
  process.env.NEXT_PUBLIC_HCAPTCHA_SITEKEY = original;
});

test('with a site key, the widget is fetched when the form gets the focus, not before', async () => {
  process.env.NEXT_PUBLIC_HCAPTCHA_SITEKEY = '10000000-ffff-ffff-ffff-000000000001';
  render(<Form />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(screen.queryByRole('button', { name: 'widget de verificación' })).toBeNull();
  expect(mockLoads.count).toBe(0);

  await userEvent.click(screen.getByRole('textbox', { name: 'Nombre' }));
  expect(await screen.findByRole('button', { name: 'widget de verificación' })).toBeInTheDocument();
  expect(mockLoads.count).toBe(1);
});

test('without a site key there is no widget, even once the form is used', async () => {
  process.env.NEXT_PUBLIC_HCAPTCHA_SITEKEY = '';
  render(<Form />);
  await userEvent.click(screen.getByRole('textbox', { name: 'Nombre' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveFocus());
  expect(screen.queryByRole('button', { name: 'widget de verificación' })).toBeNull();
});
