// Which drawing a catalogue type or awning model gets: names only, no drawing code, so a client
// component that shows a drawing's cached file (the quoter's preview) needs none of it.

export type IllustrationKind =
  | 'enrollable'
  | 'sheer'
  | 'romana'
  | 'vertical'
  | 'panel-japones'
  | 'celular'
  | 'toldo-retractil'
  | 'toldo-cofre'
  | 'toldo-semicofre'
  | 'toldo-vertical'
  | 'toldo-cable'
  | 'toldo-proyeccion'
  | 'toldo-punto-recto'
  | 'motor';

export const ILLUSTRATION_KINDS: readonly IllustrationKind[] = [
  'enrollable',
  'sheer',
  'romana',
  'vertical',
  'panel-japones',
  'celular',
  'toldo-retractil',
  'toldo-cofre',
  'toldo-semicofre',
  'toldo-vertical',
  'toldo-cable',
  'toldo-proyeccion',
  'toldo-punto-recto',
  'motor',
];

const TYPE_KINDS: Readonly<Record<string, IllustrationKind>> = {
  enrollables: 'enrollable',
  'sheer-elegance': 'sheer',
  romanas: 'romana',
  verticales: 'vertical',
  'panel-japones': 'panel-japones',
  celulares: 'celular',
  retractiles: 'toldo-retractil',
  'verticales-exterior': 'toldo-vertical',
  proyeccion: 'toldo-proyeccion',
};

/**
 * The drawing of one awning model: its head and mechanism are in its name (cofre, semicofre,
 * zip, cable, punto recto…); a model without such a word is drawn as its type.
 */
export function kindForModel(modelSlug: string | null | undefined, typeSlug: string): IllustrationKind {
  const slug = String(modelSlug ?? '').toLowerCase();
  const has = (...words: string[]) => words.some((w) => slug.includes(w));
  if (has('semicofre', 'tejadillo')) return 'toldo-semicofre';
  if (has('cofre', 'cassette')) return 'toldo-cofre';
  if (has('brazo-invisible', 'articulado')) return 'toldo-retractil';
  if (has('zip')) return 'toldo-vertical';
  if (has('cable')) return 'toldo-cable';
  if (has('punto-recto', 'escaparate')) return 'toldo-punto-recto';
  if (has('balcon')) return 'toldo-proyeccion';
  return kindForType(typeSlug);
}

/**
 * The illustration for a catalogue type slug. Known slugs map exactly; unknown ones are
 * guessed from their words (awning words first, then blind words) and default to a roller.
 */
export function kindForType(typeSlug: string): IllustrationKind {
  const slug = String(typeSlug ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
  const exact = TYPE_KINDS[slug];
  if (exact) return exact;
  const has = (...words: string[]) => words.some((w) => slug.includes(w));
  if (has('motor', 'automat')) return 'motor';
  if (has('toldo', 'awning', 'retractil', 'proyeccion', 'exterior', 'zip', 'balcon', 'terraza', 'brazo')) {
    if (has('proyeccion', 'balcon', 'brazo', 'caida')) return 'toldo-proyeccion';
    if (has('vertical', 'zip', 'screen', 'cortina')) return 'toldo-vertical';
    return 'toldo-retractil';
  }
  if (has('sheer', 'duo', 'dia-noche', 'zebra')) return 'sheer';
  if (has('roman')) return 'romana';
  if (has('celular', 'panal', 'honeycomb', 'cellular')) return 'celular';
  if (has('panel', 'japon')) return 'panel-japones';
  if (has('vertical')) return 'vertical';
  return 'enrollable';
}
