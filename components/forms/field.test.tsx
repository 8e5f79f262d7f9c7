import { render, screen } from '@testing-library/react';
import { Field, PhoneField } from './field';

// Checkers (the Nu HTML Checker, pa11y's HTML_CodeSniffer) judge an autocomplete token against the
// input's type attribute: it is always written out, and a phone takes the token its type allows.
describe('form fields and their autofill', () => {
  it('a field writes its type out, text unless told otherwise', () => {
    render(
      <>
        <Field label="Nombre completo" autoComplete="name" />
        <Field label="Código postal" type="text" inputMode="numeric" />
      </>,
    );
    expect(screen.getByLabelText('Nombre completo')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Código postal')).toHaveAttribute('type', 'text');
  });

  it('a phone is type tel with autocomplete tel (tel-national belongs to text inputs only)', () => {
    render(<PhoneField hint="10 dígitos." />);
    const input = screen.getByLabelText('Teléfono');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
  });
});
