'use client';

import Link from 'next/link';
import { CONSENT_LABEL, type ConsentLabel } from '@/lib/content/contact';
import { CheckboxField, type CheckboxFieldProps } from './field';

type PrivacyConsentFieldProps = Omit<CheckboxFieldProps, 'label'> & {
  /** The label's words; the request forms' wording unless a form has its own. */
  wording?: ConsentLabel;
};

/**
 * The required "acepto el aviso de privacidad" checkbox. The notice opens in a new tab, so
 * reading it does not lose what was typed; screen readers are told so in the link's name.
 */
export function PrivacyConsentField({ wording = CONSENT_LABEL, ...checkbox }: PrivacyConsentFieldProps) {
  return (
    <CheckboxField
      label={
        <>
          {wording.before}
          <Link href={wording.href} target="_blank" rel="noopener">
            {wording.link}
            <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
          </Link>
          {wording.after}
        </>
      }
      required
      {...checkbox}
    />
  );
}
