import { render, screen } from '@testing-library/react';
import { PasswordStrengthMeter } from './password-strength-meter';

describe('PasswordStrengthMeter', () => {
  it('says nothing until something is typed', () => {
    render(<PasswordStrengthMeter password="" />);
    expect(screen.getByText((_, node) => node?.tagName === 'P' && node.textContent === '')).toHaveAttribute('aria-live', 'polite');
  });

  it('tells a common password apart from a strong one, in words', async () => {
    const { rerender } = render(<PasswordStrengthMeter password="123456789012" />);
    expect(await screen.findByText(/Seguridad: insuficiente\./)).toBeInTheDocument();
    expect(screen.getByText(/Es una de las contraseñas más usadas|Es fácil de adivinar/)).toBeInTheDocument();
    rerender(<PasswordStrengthMeter password="la persiana del estudio no sube" />);
    expect(await screen.findByText(/Seguridad: (segura|muy segura)\./)).toBeInTheDocument();
  });

  it('judges with the user\'s own words', async () => {
    render(<PasswordStrengthMeter password="MarianaCastañeda" personal={['Mariana Castañeda']} />);
    expect(await screen.findByText(/Seguridad: insuficiente\./)).toBeInTheDocument();
  });
});
