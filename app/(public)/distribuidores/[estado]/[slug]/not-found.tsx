import { ButtonLink } from '@/components/ui/button-link';
import { PageHeader } from '@/components/ui/page-header';
import { LOCATOR_PATH } from '@/lib/dealers/url';

// A dealer page that does not exist, or no longer does (the dealer left the map): a real 404 with
// the way back to the locator, not the site-wide redirect to the index.
export default function DealerNotFound() {
  return (
    <PageHeader
      title="Este distribuidor no está disponible"
      intro={<p>Puede que ya no forme parte de nuestra red o que la dirección haya cambiado. Busca otro distribuidor cerca de ti.</p>}
      breadcrumbs={[{ label: 'Inicio', href: '/' }, { label: 'Distribuidores', href: LOCATOR_PATH }, { label: 'No disponible' }]}
    >
      <ButtonLink href={LOCATOR_PATH}>Ver todos los distribuidores</ButtonLink>
    </PageHeader>
  );
}
