import { render, screen } from '@testing-library/react';
import { ACCOUNT_CONSENT_LABEL } from '@/lib/content/contact';
import { PrivacyConsentField } from './privacy-consent-field';

describe('PrivacyConsentField', () => {
  it('is a required checkbox named by the request forms’ wording, the notice opening in a new tab', () => {
    render(<PrivacyConsentField name="privacy_accepted" />);
    const checkbox = screen.getByRole('checkbox', {
      name: /^He leído y acepto el aviso de privacidad \(se abre en una pestaña nueva\) y autorizo el uso de mis datos para atender mi solicitud\.$/,
    });
    expect(checkbox).toBeRequired();
    expect(checkbox).toHaveAttribute('name', 'privacy_accepted');
    const link = screen.getByRole('link', { name: 'aviso de privacidad (se abre en una pestaña nueva)' });
    expect(link).toHaveAttribute('href', '/aviso-de-privacidad');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('takes a form’s own wording and describes the checkbox with its error', () => {
    render(
      <PrivacyConsentField
        wording={ACCOUNT_CONSENT_LABEL}
        name="accept_privacy"
        error="Para crear tu cuenta acepta el aviso de privacidad."
      />,
    );
    const checkbox = screen.getByRole('checkbox', {
      name: /^Leí y acepto el aviso de privacidad \(se abre en una pestaña nueva\) ?\.$/,
    });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Para crear tu cuenta acepta el aviso de privacidad.');
  });
});
