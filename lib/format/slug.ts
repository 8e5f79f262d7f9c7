// URL names made from names people read: catalogue entries, dealers' pages, states.

/**
 * Lower case ASCII words joined by hyphens, accents and ñ without their marks, anything else a
 * separator, cut to `maxLength` without a trailing hyphen: "Toldos Ñandú, S.A." → "toldos-nandu-s-a".
 */
export function slugify(text: string, maxLength = 80): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
