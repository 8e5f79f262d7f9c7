import { ButtonLink } from '@/components/ui/button-link';
import { GUIDE_PATH } from '@/lib/content/measuring-guide';

/** "Cómo medir": the measuring guide, at the section of the product's line. */
export function GuideLink({ line }: { line: 'persianas' | 'toldos' }) {
  return (
    <ButtonLink href={`${GUIDE_PATH}#${line === 'toldos' ? 'toldos' : 'dentro'}`} variant="quiet">
      Cómo medir<span className="visually-hidden"> {line === 'toldos' ? 'para un toldo' : 'tu ventana'}</span>
    </ButtonLink>
  );
}
