// The words for a fabric's opacity, for product pages, filters, the quoter and the panel.
import type { Opacity } from '@/lib/contract/catalog';

const OPACITY_LABELS: Record<Opacity, string> = {
  transparente: 'Transparente',
  traslucido: 'Traslúcida',
  filtrante: 'Filtra luz (screen)',
  blackout: 'Blackout — oscurecimiento total',
};

const OPACITY_SHORT_LABELS: Record<Opacity, string> = {
  transparente: 'Transparente',
  traslucido: 'Traslúcida',
  filtrante: 'Filtrante',
  blackout: 'Blackout',
};

/** Descriptive label for a fabric's opacity, for product pages and filters. */
export function opacityLabel(opacity: Opacity): string {
  return OPACITY_LABELS[opacity];
}

/** One-word label for chips, tables and meta descriptions. */
export function opacityShortLabel(opacity: Opacity): string {
  return OPACITY_SHORT_LABELS[opacity];
}
