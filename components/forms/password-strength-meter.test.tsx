import { render, screen } from '@testing-library/react';
import { PasswordStrengthMeter } from './password-strength-meter';

// The first verdict waits for the dictionaries (~4 MB), which take seconds on a loaded machine.
const LOADED = { timeout: 15_000 };

describe('PasswordStrengthMeter', () => {
  it('says nothing until something is typed', () => {
    render(<PasswordStrengthMeter password="" />);
    expect(screen.getByText((_, node) => node?.tagName === 'P' && node.textContent === '')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('tells a common password apart from a strong one, in words', async () => {
    const { rerender } = render(<PasswordStrengthMeter password="123456789012" />);
    expect(await screen.findByText(/Seguridad: insuficiente\./, {}, LOADED)).toBeInTheDocument();
    expect(screen.getByText(/Es una de las contraseñas más usadas|Es fácil de adivinar/)).toBeInTheDocument();
    rerender(<PasswordStrengthMeter password="la persiana del estudio no sube" />);
    expect(await screen.findByText(/Seguridad: (segura|muy segura)\./, {}, LOADED)).toBeInTheDocument();
  });

  it("ASVS 6.2.11: gives the server's verdict on a password made of the user's name or e-mail", async () => {
    const personal = ['Mariana Castañeda', 'mariana.castaneda@ejemplo.mx'];
    const leans = /Se parece demasiado a tu nombre o a tu correo electrónico; elige otra\./;
    const { rerender } = render(<PasswordStrengthMeter password="MARIANA.CASTANEDA@ejemplo.mx" personal={personal} />);
    expect(await screen.findByText(/Seguridad: insuficiente\./, {}, LOADED)).toBeInTheDocument();
    expect(screen.getByText(leans)).toBeInTheDocument();
    rerender(<PasswordStrengthMeter password="la persiana del estudio no sube" personal={personal} />);
    expect(await screen.findByText(/Seguridad: (segura|muy segura)\./, {}, LOADED)).toBeInTheDocument();
    rerender(<PasswordStrengthMeter password="Mariana Castañeda" personal={personal} />);
    expect(await screen.findByText(leans, {}, LOADED)).toBeInTheDocument();
  });
});
