// URL names of catalogue entries, made from their Spanish names: "Screen 5 % Ñandú" → "screen-5-nandu".

/** Lower case ASCII words joined by hyphens: accents and ñ lose their marks, anything else separates words. */
export function slugify(name: string, maxLength = 60): string {
  const plain = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return plain.slice(0, maxLength).replace(/-+$/g, '');
}
