import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { ApiErrorBody } from '@/lib/contract/common';
import { EmailField, Field } from './field';
import { FormAlert } from './form-parts';
import { useApiForm } from './use-api-form';

const schema = z.object({ name: z.string().min(1, 'Escribe tu nombre.'), email: z.string() });
type Values = z.infer<typeof schema>;

function Form({
  reply,
  extra,
  validation = schema,
}: {
  reply: ApiErrorBody | null;
  extra?: string;
  validation?: typeof schema | Resolver<Values>;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
    failure,
    clearFailure,
    showFailure,
  } = useApiForm(validation, {
    defaultValues: { name: 'Ana', email: '' },
    fields: ['name', 'email'],
    fallback: 'No pudimos guardar.',
  });
  const onSubmit = handleSubmit(() => {
    clearFailure();
    showFailure(reply, extra ? (shown) => ({ ...shown, details: [...shown.details, extra] }) : undefined);
  });
  return (
    <>
      <FormAlert failure={failure} />
      <form onSubmit={onSubmit} noValidate>
        <Field label="Nombre" error={errors.name?.message} {...register('name')} />
        <EmailField error={errors.email?.message} {...register('email')} />
        <button type="submit">Guardar</button>
        <button type="button" onClick={clearFailure}>
          Cerrar aviso
        </button>
      </form>
    </>
  );
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

describe('useApiForm', () => {
  it('puts a 422 message under its field and focuses it; messages of fields the form lacks go to the alert', async () => {
    render(
      <Form
        reply={{
          message: 'El correo ya está registrado. (y 1 error más)',
          errors: { email: ['El correo ya está registrado.'], role_id: ['El rol no existe.'] },
        }}
      />,
    );
    await send();
    const email = screen.getByRole('textbox', { name: 'Correo electrónico' });
    expect(email).toHaveAccessibleDescription('El correo ya está registrado.');
    expect(email).toHaveFocus();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('El correo ya está registrado. (y 1 error más)');
    expect(alert).toHaveTextContent('El rol no existe.');
  });

  it('only points at the fields when every message stands under one', async () => {
    render(
      <Form
        reply={{ message: 'El correo ya está registrado.', errors: { email: ['El correo ya está registrado.'] } }}
      />,
    );
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Revisa los datos marcados en el formulario\.$/);
  });

  it('shows the fallback when the reply has no body, with the lines the form adds, until cleared', async () => {
    render(<Form reply={null} extra="Podrás enviarlo de nuevo en 30 segundos." />);
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos guardar.Podrás enviarlo de nuevo en 30 segundos.');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks the values with the schema before anything is sent', async () => {
    render(<Form reply={null} />);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Nombre' }));
    await send();
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription('Escribe tu nombre.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes a ready resolver instead of a schema', async () => {
    const resolver: Resolver<Values> = async () => ({
      values: {},
      errors: { email: { type: 'custom', message: 'Revisa el correo.' } },
    });
    render(<Form reply={null} validation={resolver} />);
    await send();
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAccessibleDescription(
      'Revisa el correo.',
    );
  });
});
