// The registration form's rules as a zod schema — the API's payload (lib/contract/auth.ts) plus the
// privacy-notice consent — which the browser's zod-free checks (./public-forms.ts) are held to in
// ./public-forms.test.ts. The consent stays in the browser.
import { z } from 'zod';
import { passwordsMatch, registerFields } from '@/lib/contract/auth';

export const registerFormSchema = z
  .object({
    ...registerFields,
    accept_privacy: z
      .boolean()
      .refine((accepted) => accepted, { error: 'Para crear tu cuenta acepta el aviso de privacidad.' }),
  })
  .superRefine(passwordsMatch);
