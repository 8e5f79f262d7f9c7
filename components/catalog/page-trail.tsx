import { PageHeader, type PageHeaderProps } from '@/components/ui/page-header';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbLd } from '@/lib/structured-data';
import type { TrailStep } from '@/lib/trail';

/** A catalogue page's header: breadcrumbs on screen and the same trail as BreadcrumbList JSON-LD. */
export function TrailHeader({
  trail,
  ...header
}: Omit<PageHeaderProps, 'breadcrumbs'> & { trail: readonly TrailStep[] }) {
  return (
    <>
      <JsonLd data={breadcrumbLd(trail)} />
      <PageHeader {...header} breadcrumbs={trail} />
    </>
  );
}

export const HOME_STEP: TrailStep = { label: 'Inicio', href: '/' };
export const LINE_STEPS = {
  persianas: { label: 'Persianas', href: '/productos/persianas' },
  toldos: { label: 'Toldos', href: '/productos/toldos' },
  motorizacion: { label: 'Motorización', href: '/productos/motorizacion' },
} as const satisfies Record<string, TrailStep>;
