import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { passwordsMatch } from '@/lib/contract/auth';
import { NewPasswordFields } from './new-password-fields';

const schema = z
  .object({ password: z.string().min(8, 'Al menos 8.'), password_confirmation: z.string() })
  .superRefine(passwordsMatch);

function Form({ onValid }: { onValid: () => void }) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { password: '', password_confirmation: '' } });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <NewPasswordFields
        labels={{ password: 'Nueva contraseña', confirmation: 'Confirma tu nueva contraseña' }}
        register={register}
        control={control}
        errors={errors}
      />
      <button type="submit">Guardar</button>
    </form>
  );
}

const input = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe('NewPasswordFields', () => {
  it('asks for a new password (hint, autocomplete) and its confirmation', () => {
    render(<Form onValid={jest.fn()} />);
    expect(input('Nueva contraseña')).toHaveAttribute('autocomplete', 'new-password');
    expect(input('Nueva contraseña')).toHaveAccessibleDescription(/^Al menos 12 caracteres; puede llevar espacios/);
    expect(input('Nueva contraseña')).toBeRequired();
    expect(input('Confirma tu nueva contraseña')).toHaveAttribute('autocomplete', 'new-password');
    expect(input('Confirma tu nueva contraseña')).toBeRequired();
  });

  it('drops "no coinciden" as soon as the password is corrected to match the confirmation', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<Form onValid={onValid} />);
    await user.type(input('Nueva contraseña'), 'Clave-Larga-2026');
    await user.type(input('Confirma tu nueva contraseña'), 'Clave-Larga-2027');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(input('Confirma tu nueva contraseña')).toHaveAccessibleDescription('Las contraseñas no coinciden.');

    // The typo was in the first field: fixing it there must clear the message under the second.
    await user.clear(input('Nueva contraseña'));
    await user.type(input('Nueva contraseña'), 'Clave-Larga-2027');
    expect(input('Confirma tu nueva contraseña')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Las contraseñas no coinciden.')).not.toBeInTheDocument();
  });
});
