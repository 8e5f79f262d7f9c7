// The fabric pages' "Pedir muestra gratis": a toggle that puts the shown colour in the tray and takes
// it out, says so politely, links to the tray with its count and adds nothing past the limit.

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_SAMPLES, TRAY_KEY, addToTray, clearTray, readTray, type TrayColor } from '@/lib/samples/tray';
import { SampleToggle } from './sample-toggle';

const color = (n: number): TrayColor => ({
  fabric: 'screen-5',
  color: `color-${n}`,
  fabricName: 'Screen 5 %',
  colorName: `Color ${n}`,
  hex: '#EDE6D3',
  stripeHex: null,
  line: 'persianas',
});

beforeEach(() => {
  localStorage.clear();
  clearTray();
});

it('adds the colour, says so, links to the tray and takes it out again', async () => {
  const user = userEvent.setup();
  render(<SampleToggle color={color(1)} />);
  const toggle = screen.getByRole('button', { name: 'Pedir muestra gratis' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(screen.queryByRole('link')).toBeNull();

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('Agregamos Color 1 a tus muestras (1 de 5).');
  expect(screen.getByRole('link', { name: 'Mis muestras (1)' })).toHaveAttribute('href', '/muestras');
  expect(toggle).toHaveAccessibleDescription('Color 1 está en tus muestras.');
  expect(JSON.parse(localStorage.getItem(TRAY_KEY)!)).toEqual([color(1)]);

  await user.keyboard(' ');
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('status')).toHaveTextContent('Quitamos Color 1 de tus muestras.');
  expect(readTray()).toEqual([]);
  expect(screen.queryByRole('link')).toBeNull();
});

it('with the tray full says so and adds nothing', async () => {
  for (let n = 1; n <= MAX_SAMPLES; n += 1) addToTray(color(n));
  const user = userEvent.setup();
  render(<SampleToggle color={color(9)} />);
  const toggle = screen.getByRole('button', { name: 'Pedir muestra gratis' });
  expect(toggle).toHaveAccessibleDescription('Ya tienes 5 muestras, el máximo por solicitud.');
  expect(screen.getByRole('link', { name: 'Mis muestras (5)' })).toBeInTheDocument();
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('status')).toHaveTextContent(
    'Ya tienes 5 muestras, el máximo por solicitud. Quita una en Mis muestras para agregar Color 9.',
  );
  expect(readTray()).toHaveLength(MAX_SAMPLES);
});

it('shows a colour already in the tray as pressed, also when another tab adds it', () => {
  addToTray(color(2));
  const { unmount } = render(<SampleToggle color={color(2)} />);
  expect(screen.getByRole('button', { name: 'Pedir muestra gratis' })).toHaveAttribute('aria-pressed', 'true');
  unmount();

  render(<SampleToggle color={color(3)} />);
  localStorage.setItem(TRAY_KEY, JSON.stringify([color(2), color(3)]));
  act(() => window.dispatchEvent(new StorageEvent('storage', { key: TRAY_KEY })));
  expect(screen.getByRole('button', { name: 'Pedir muestra gratis' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('link', { name: 'Mis muestras (2)' })).toBeInTheDocument();
});
