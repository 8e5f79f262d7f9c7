import type { ComponentProps } from 'react';
import { Field, PhoneField } from './field';
import formStyles from './form.module.css';

type Bound = Omit<ComponentProps<typeof Field>, 'label'>;

/**
 * "Nombre completo" and "Teléfono o WhatsApp" side by side: who a public request is from and how
 * to reach them (the quote request and the samples). Each takes its `register(…)` and error.
 */
export function NameAndPhoneRow({ name, phone }: { name: Bound; phone: Bound }) {
  return (
    <div className={formStyles.row}>
      <Field label="Nombre completo" autoComplete="name" required {...name} />
      <PhoneField label="Teléfono o WhatsApp" hint="10 dígitos, por ejemplo 33 1234 5678." required {...phone} />
    </div>
  );
}
