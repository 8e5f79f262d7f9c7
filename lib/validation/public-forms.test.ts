import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { EMAIL_PATTERN } from '@/lib/contract/form-rules';
import { contactSchema } from '@/lib/contract/contact';
import { loginSchema, recoverSchema, resetPasswordSchema } from '@/lib/contract/auth';
import { sampleRequestSchema } from '@/lib/contract/samples';
import { registerFormSchema } from './register-form';
import {
  contactFormResolver,
  loginFormResolver,
  recoverFormResolver,
  registerFormResolver,
  resetPasswordFormResolver,
} from './public-forms';
import { sampleRequestFormResolver } from './sample-request-form';

/** The browser's messages: field → message. */
async function browserErrors(resolver: Resolver<FieldValues, unknown, unknown>, values: Record<string, unknown>) {
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(
    Object.entries(result.errors).map(([name, error]) => [name, (error as { message: string }).message]),
  );
}

/** The server's: the first message of each field, as zodResolver showed them and the 422 lists them first. */
function serverErrors(schema: z.ZodType, values: Record<string, unknown>) {
  const parsed = schema.safeParse(values);
  const out: Record<string, string> = {};
  if (parsed.success) return out;
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0]);
    out[name] ??= issue.message;
  }
  return out;
}

/** Each case changes one valid form's fields (or several), and both sides must say the same. */
function cases(valid: Record<string, unknown>, variations: Record<string, unknown[]>) {
  const out: Record<string, unknown>[] = [valid];
  for (const [name, values] of Object.entries(variations))
    for (const value of values) out.push({ ...valid, [name]: value });
  out.push(Object.fromEntries(Object.keys(valid).map((name) => [name, typeof valid[name] === 'boolean' ? false : ''])));
  return out;
}

const emails = [
  '',
  '   ',
  'ana',
  'ana@',
  'ana@solara',
  'Ana.Prueba@Solara.MX',
  ' ana@solara.mx ',
  'a..b@solara.mx',
  '.a@solara.mx',
  `${'a'.repeat(250)}@solara.mx`,
  'ñ@solara.mx',
  "o'neil@solara.mx",
];

test('the browser copies zod’s e-mail pattern', () => {
  expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
});

test('the contact form says what POST /api/contact says, field by field', async () => {
  const valid = {
    name: 'Ana Prueba',
    email: 'ana@solara.mx',
    phone: '33 1234 5678',
    state_id: '14',
    municipality_id: '1039',
    product_interest: 'persianas',
    message: 'Necesito tres persianas blackout.',
    privacy_accepted: true,
  };
  const schema = contactSchema.omit({ distributor_id: true, dealer_id: true, hcaptcha_token: true });
  for (const values of cases(valid, {
    name: ['', ' ', 'A', ' A ', 'Al', ' Al ', 'Ana', 'x'.repeat(120), 'x'.repeat(121)],
    email: emails,
    phone: [
      '',
      '12345',
      '33 1234 5678',
      '(33) 1234-5678',
      '+52 33 1234 5678',
      '52 33 1234 5678',
      '3312345678901',
      'treinta y tres',
      '1'.repeat(31),
    ],
    state_id: ['', '0', '14', '32767', '32768', 'abc', '-1', '1.5'],
    municipality_id: ['', '0', '1', '2147483647', '2147483648'],
    product_interest: ['', 'toldos', 'otro', 'Persianas', 'nada'],
    message: ['', 'corto', '0123456789', ' 012345678 ', 'x'.repeat(3000), 'x'.repeat(3001)],
    privacy_accepted: [false, true],
  })) {
    expect({ values, errors: await browserErrors(contactFormResolver as never, values) }).toEqual({
      values,
      errors: serverErrors(schema, values),
    });
  }
});

test('the checked contact values are what the server stores', async () => {
  const result = await contactFormResolver(
    {
      name: ' Ana ',
      email: 'Ana@Solara.MX',
      phone: '(33) 1234-5678',
      state_id: '14',
      municipality_id: '9',
      product_interest: 'toldos',
      message: ' Hola, una cotización ',
      privacy_accepted: true,
    },
    undefined,
    { fields: {}, shouldUseNativeValidation: false },
  );
  expect(result.values).toEqual({
    name: 'Ana',
    email: 'ana@solara.mx',
    phone: '3312345678',
    state_id: 14,
    municipality_id: 9,
    product_interest: 'toldos',
    message: 'Hola, una cotización',
    privacy_accepted: true,
  });
});

test('the samples form says what POST /api/sample-requests says, field by field', async () => {
  const valid = {
    name: 'Ana Prueba',
    email: 'ana@solara.mx',
    phone: '33 1234 5678',
    state_id: '14',
    municipality_id: '1039',
    address: 'Calle Colomos 1540, Col. Providencia',
    postal_code: '44630',
    privacy_accepted: true,
  };
  const schema = sampleRequestSchema.omit({ colors: true, hcaptcha_token: true });
  for (const values of cases(valid, {
    name: ['', ' ', 'A', ' Al ', 'x'.repeat(120), 'x'.repeat(121)],
    email: emails,
    phone: ['', '12345', '(33) 1234-5678', '+52 33 1234 5678', '3312345678901', '1'.repeat(31)],
    state_id: ['', '0', '14', '32767', '32768', 'abc'],
    municipality_id: ['', '0', '1', '2147483648'],
    address: ['', '    ', 'Casa', ' Casa ', 'Casa 1', 'x'.repeat(255), 'x'.repeat(256)],
    postal_code: ['', ' ', '4463', '44630', ' 44630 ', '446300', '4463a', 'abcde'],
    privacy_accepted: [false, true],
  })) {
    expect({ values, errors: await browserErrors(sampleRequestFormResolver as never, values) }).toEqual({
      values,
      errors: serverErrors(schema, values),
    });
  }
  const checked = await sampleRequestFormResolver(
    { ...valid, email: ' Ana@Solara.MX ', postal_code: ' 44630 ', phone: '+52 33 1234 5678' },
    undefined,
    { fields: {}, shouldUseNativeValidation: false },
  );
  expect(checked.values).toEqual({
    ...schema.parse({ ...valid, email: 'ana@solara.mx' }),
    phone: '3312345678',
  });
});

test('sign-in and recovery say what POST /api/login and /api/send-recover-email say', async () => {
  for (const values of cases(
    { email: 'ana@solara.mx', password: 'x' },
    { email: emails, password: ['', ' ', 'corta'] },
  )) {
    expect({ values, errors: await browserErrors(loginFormResolver as never, values) }).toEqual({
      values,
      errors: serverErrors(loginSchema, values),
    });
  }
  for (const values of cases({ email: 'ana@solara.mx' }, { email: emails })) {
    expect({ values, errors: await browserErrors(recoverFormResolver as never, values) }).toEqual({
      values,
      errors: serverErrors(recoverSchema, values),
    });
  }
});

const passwords = {
  password: [
    '',
    'corta',
    'x'.repeat(11),
    'x'.repeat(12),
    'y'.repeat(12),
    'x'.repeat(128),
    'x'.repeat(129),
    '            ',
  ],
  password_confirmation: ['', 'x'.repeat(12), 'y'.repeat(12), 'corta'],
};

test('the new password form says what POST /api/reset-password says', async () => {
  const valid = { token: 'abc', password: 'x'.repeat(12), password_confirmation: 'x'.repeat(12) };
  for (const values of cases(valid, { token: ['', ' '], ...passwords })) {
    expect({ values, errors: await browserErrors(resetPasswordFormResolver as never, values) }).toEqual({
      values,
      errors: serverErrors(resetPasswordSchema, values),
    });
  }
});

test('the registration form says what POST /api/register says (and asks for the consent)', async () => {
  const valid = {
    name: 'Ana Prueba',
    email: 'ana@solara.mx',
    phone: '33 1234 5678',
    company: '',
    state_id: '14',
    municipality_id: '1039',
    password: 'x'.repeat(12),
    password_confirmation: 'x'.repeat(12),
    accept_privacy: true,
  };
  for (const values of cases(valid, {
    name: ['', ' ', 'A', ' A ', 'Al', ' Al ', 'Ana', 'x'.repeat(120), 'x'.repeat(121)],
    email: emails,
    phone: [
      '',
      ' ',
      '12345',
      '33 1234 5678',
      '+52 33 1234 5678',
      '523312345678',
      '33-1234-5678x',
      '1'.repeat(21),
      '(33) 1234.5678',
    ],
    company: ['', 'Solara', 'x'.repeat(121)],
    state_id: ['', '0', '14', '32768', 'abc'],
    municipality_id: ['', '0', '5', '2147483648'],
    ...passwords,
    accept_privacy: [false],
  })) {
    expect({ values, errors: await browserErrors(registerFormResolver as never, values) }).toEqual({
      values,
      errors: serverErrors(registerFormSchema, values),
    });
  }
});
