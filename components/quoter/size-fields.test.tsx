import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Mount } from '@/lib/pricing/mount';
import { SizeFields } from './size-fields';

const limits = {
  minWidthCm: 30,
  maxWidthCm: 300,
  minHeightCm: 30,
  maxHeightCm: 350,
  manualMaxWidthCm: 300,
  heightLabel: 'Alto',
};

/** The fields with their own state, as the piece editor keeps it. */
function Blind() {
  const [size, setSize] = useState({ width: '', height: '' });
  const [mount, setMount] = useState<Mount | ''>('');
  return (
    <SizeFields
      limits={limits}
      width={size.width}
      height={size.height}
      needsMotorAboveCm={null}
      line="persianas"
      room=""
      mount={mount}
      onMountChange={setMount}
      onChange={(field, value) => setSize((s) => ({ ...s, [field]: value }))}
      onBlur={() => {}}
    />
  );
}

describe('SizeFields', () => {
  it('warns, next to the width and in its description, when it looks like the glass', async () => {
    render(<Blind />);
    const width = screen.getByRole('textbox', { name: 'Ancho' });
    await userEvent.type(width, '25');
    await userEvent.type(screen.getByRole('textbox', { name: 'Alto' }), '120');
    expect(width).toHaveAccessibleDescription(/¿mediste sólo el vidrio o una hoja\?/);
    expect(width).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(width);
    await userEvent.type(width, '80');
    expect(screen.queryByText(/mediste sólo el vidrio/)).not.toBeInTheDocument();
  });

  it('shows the finished size once the mount is chosen', async () => {
    render(<Blind />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Ancho' }), '150');
    await userEvent.type(screen.getByRole('textbox', { name: 'Alto' }), '180');
    await userEvent.click(screen.getByRole('radio', { name: /Dentro del vano/ }));
    expect(screen.getByText(/Fabricaremos 149 × 179 cm/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Fuera del vano/ }));
    expect(screen.getByText(/Fabricaremos 150 × 180 cm/)).toBeInTheDocument();
  });

  it('links the guide in a new tab, so the draft stays where it is', () => {
    render(<Blind />);
    const link = screen.getByRole('link', { name: /Cómo medir/ });
    expect(link).toHaveAttribute('href', '/como-medir#persianas');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
