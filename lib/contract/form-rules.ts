// The public forms' limits and Spanish messages, without zod: the server's schemas (fields.ts,
// auth.ts, contact.ts) and the browser's checks (lib/validation/checks.ts) share them.

/** The largest id an integer column holds; an id past it cannot exist (and would make the query fail). */
export const MAX_ID = 2_147_483_647;
/** states.id is a smallint (INEGI codes 1–32). */
export const MAX_STATE_ID = 32_767;

/**
 * ASVS 6.2.1/6.2.9 (5.0): at least 12 characters, up to 128, any characters (spaces too), no
 * composition rules. Whether it is common or guessable is the server's check
 * (lib/password-strength.ts), which needs a dictionary the browser does not carry.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** Laravel-style messages naming the field ("El campo correo electrónico es obligatorio."). */
export const fieldMessage = {
  required: (label: string) => `El campo ${label} es obligatorio.`,
  notText: (label: string) => `El campo ${label} debe ser texto.`,
  min: (label: string, min: number) => `El campo ${label} debe tener al menos ${min} caracteres.`,
  max: (label: string, max: number) => `El campo ${label} no debe tener más de ${max} caracteres.`,
  email: (label: string) => `El campo ${label} debe ser una dirección de correo válida.`,
  phone: (label: string) => `El campo ${label} debe tener 10 dígitos.`,
  postalCode: (label: string) => `El campo ${label} debe tener 5 dígitos.`,
  invalid: (label: string) => `El campo ${label} no es válido.`,
};

/** The sign-in, registration and password forms' own wording (lib/contract/auth.ts). */
export const authMessage = {
  emailRequired: 'Escribe tu correo electrónico.',
  emailTooLong: 'El correo electrónico es demasiado largo.',
  emailInvalid: 'Escribe un correo electrónico válido, por ejemplo nombre@empresa.com.',
  passwordRequired: 'Escribe tu contraseña.',
  newPasswordRequired: 'Escribe una contraseña.',
  newPasswordMin: (min: number) => `La contraseña debe tener al menos ${min} caracteres.`,
  newPasswordMax: (max: number) => `La contraseña no puede tener más de ${max} caracteres.`,
  confirmationRequired: 'Confirma tu contraseña.',
  mismatch: 'Las contraseñas no coinciden.',
  phoneRequired: 'Escribe tu teléfono.',
  phoneInvalid: 'Escribe un teléfono de 10 dígitos, por ejemplo 33 1234 5678.',
  nameRequired: 'Escribe tu nombre.',
  nameShort: 'Escribe tu nombre completo.',
  nameTooLong: 'El nombre no puede tener más de 120 caracteres.',
  companyTooLong: 'El nombre de la empresa no puede tener más de 120 caracteres.',
  state: 'Elige tu estado.',
  municipality: 'Elige tu municipio.',
};

/** The contact form's choices (lib/contract/contact.ts validates them; the form offers them). */
export const PRODUCT_INTEREST_VALUES = ['persianas', 'toldos', 'motorizacion', 'distribucion', 'otro'] as const;
export const contactMessage = {
  product: 'Elige el producto que te interesa.',
  privacy: 'Para enviarnos tu mensaje acepta el aviso de privacidad.',
};

/** A Mexican código postal: five digits. */
export const POSTAL_CODE_PATTERN = /^\d{5}$/;
export const sampleMessage = {
  privacy: 'Para enviar tu solicitud acepta el aviso de privacidad.',
};

/** A Mexican mobile or landline number once spaces, dashes, dots and parentheses are gone. */
export const normalizePhone = (value: string) => value.replace(/[\s().-]/g, '').replace(/^\+?52(?=\d{10}$)/, '');

/**
 * zod 4's email pattern (`z.regexes.email`, what `z.email()` checks), copied so the browser
 * need not load zod; lib/validation/checks.test.ts keeps the two equal.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
