// How strong a new password is, the same in the server's check and in the forms' meter.
// ASVS 5.0 6.2.4 / 6.2.11: a new password is refused when it is one of the most used ones (the
// 49 000 of @zxcvbn-ts/language-common, from breach corpora) or easy to guess from words,
// names, keyboard rows, repeats, dates or the user's own name and e-mail (zxcvbn's score < 2,
// with the Spanish dictionaries). No composition rules (6.2.5): any characters, spaces too.
// The dictionaries weigh ~4 MB: the browser loads this module only when a password field is
// used (components/forms/password-strength-meter.tsx).
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as spanish from '@zxcvbn-ts/language-es-es';
import { PASSWORD_MIN_LENGTH } from '@/lib/contract/form-rules';

export type StrengthScore = 0 | 1 | 2 | 3 | 4;

export type PasswordStrength = {
  score: StrengthScore;
  /** "Muy débil" … "Muy segura". */
  label: string;
  /** Why the password cannot be used; null when it can. */
  problem: string | null;
  /** A tip to make it stronger (zxcvbn's Spanish feedback), when there is one. */
  hint: string | null;
};

/** zxcvbn's score below this is refused: 0–1 fall to an online guess within hours. */
export const MIN_SCORE: StrengthScore = 2;
export const SCORE_LABELS = ['Muy débil', 'Débil', 'Aceptable', 'Segura', 'Muy segura'] as const;

const COMMON_PASSWORDS = new Set((common.dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()));

let factory: ZxcvbnFactory | undefined;
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...spanish.dictionary },
    graphs: common.adjacencyGraphs,
    translations: spanish.translations,
  });
  return factory;
}

/** The words of the user's own data (name, e-mail's parts) a password must not lean on. */
function personalWords(personal: (string | null | undefined)[]): string[] {
  return personal.flatMap((value) => (value ?? '').toLowerCase().split(/[\s@._+-]+/)).filter((word) => word.length >= 3);
}

/** Judges `password`; `personal` is what the user told us about themselves (name, e-mail). */
export function passwordStrength(password: string, personal: (string | null | undefined)[] = []): PasswordStrength {
  const result = zxcvbn().check(password.slice(0, 128), personalWords(personal));
  const score = result.score as StrengthScore;
  const tip = result.feedback.warning ?? result.feedback.suggestions[0] ?? null;
  const hint = tip && !/[.!?]$/.test(tip) ? `${tip}.` : tip;
  return { score, label: SCORE_LABELS[score], problem: passwordProblem(password, score), hint };
}

function passwordProblem(password: string, score: StrengthScore): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Usa al menos ${PASSWORD_MIN_LENGTH} caracteres.`;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'Es una de las contraseñas más usadas y aparece en filtraciones; elige otra.';
  if (score < MIN_SCORE) return 'Es fácil de adivinar; agrega más palabras poco comunes o caracteres.';
  return null;
}
