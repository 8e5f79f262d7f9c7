// How strong a new password is, the same in the server's check and in the forms' meter.
// ASVS 5.0 6.2.4 / 6.2.11: a new password is refused when it is one of the most used ones (the
// 49 000 of @zxcvbn-ts/language-common, from breach corpora), when it is made of the user's own
// data (leansOnPersonalData below), or when it is easy to guess from words, names, keyboard rows,
// repeats, dates or the user's name and e-mail (zxcvbn's score < 2, with the Spanish
// dictionaries). No composition rules (6.2.5): any characters, spaces too.
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
const MIN_SCORE: StrengthScore = 2;
const SCORE_LABELS = ['Muy débil', 'Débil', 'Aceptable', 'Segura', 'Muy segura'] as const;

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
  return personal
    .flatMap((value) => (value ?? '').toLowerCase().split(/[\s@._+-]+/))
    .filter((word) => word.length >= 3);
}

/** Lower case, accents dropped, letters and digits only: "María  José" and "mariajose" fold alike. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Shorter pieces of a name or an address (a "de", an "mx") would also match inside honest words. */
const MIN_PIECE = 3;

/**
 * What the user's data is made of, folded: each value whole (the name, the e-mail), the e-mail's
 * local part, and their words (the name's words, the local part's pieces between . _ + -).
 */
function personalPieces(personal: (string | null | undefined)[]): { wholes: string[]; pieces: string[] } {
  const wholes: string[] = [];
  const words: string[] = [];
  for (const value of personal) {
    if (!value) continue;
    const at = value.lastIndexOf('@');
    const local = at > 0 ? value.slice(0, at) : null;
    wholes.push(fold(value));
    if (local) wholes.push(fold(local));
    words.push(...(local ?? value).split(/[\s._+-]+/).map(fold));
  }
  const keep = (list: string[]) => [...new Set(list)].filter((piece) => piece.length >= MIN_PIECE);
  return { wholes: keep(wholes), pieces: keep([...wholes, ...words]).sort((a, b) => b.length - a.length) };
}

/**
 * ASVS 6.2.11, the rule: with case, accents, spaces and punctuation folded away, a password leans
 * on the user's data when it is a stretch of the name, the e-mail or its local part, or when those
 * and their words, taken out of it, leave half of it or less. "Mariana Castañeda",
 * "mariana.castaneda@correo.mx", "CASTAÑEDA mariana 2026" are refused; a passphrase that merely
 * contains the first name ("Mariana y la persiana del estudio") is not.
 */
export function leansOnPersonalData(password: string, personal: (string | null | undefined)[]): boolean {
  const folded = fold(password);
  if (!folded) return false;
  const { wholes, pieces } = personalPieces(personal);
  if (wholes.some((whole) => whole.includes(folded))) return true;
  let rest = folded;
  for (const piece of pieces) rest = rest.split(piece).join('');
  return rest.length < folded.length && rest.length * 2 <= folded.length;
}

/** Judges `password`; `personal` is what the user told us about themselves (name, e-mail). */
export function passwordStrength(password: string, personal: (string | null | undefined)[] = []): PasswordStrength {
  const result = zxcvbn().check(password.slice(0, 128), personalWords(personal));
  const score = result.score as StrengthScore;
  const tip = result.feedback.warning ?? result.feedback.suggestions[0] ?? null;
  const hint = tip && !/[.!?]$/.test(tip) ? `${tip}.` : tip;
  return { score, label: SCORE_LABELS[score], problem: passwordProblem(password, score, personal), hint };
}

function passwordProblem(
  password: string,
  score: StrengthScore,
  personal: (string | null | undefined)[],
): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Usa al menos ${PASSWORD_MIN_LENGTH} caracteres.`;
  if (leansOnPersonalData(password, personal))
    return 'Se parece demasiado a tu nombre o a tu correo electrónico; elige otra.';
  if (COMMON_PASSWORDS.has(password.toLowerCase()))
    return 'Es una de las contraseñas más usadas y aparece en filtraciones; elige otra.';
  if (score < MIN_SCORE) return 'Es fácil de adivinar; agrega más palabras poco comunes o caracteres.';
  return null;
}
