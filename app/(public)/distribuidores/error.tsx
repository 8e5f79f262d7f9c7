'use client';

import { useEffect } from 'react';
import { ButtonLink, buttonClassName } from '@/components/ui/button-link';
import { PageHeader } from '@/components/ui/page-header';
import { PhoneIcon } from '@/components/ui/icons';
import { site } from '@/lib/site';

// The brand's phone is written in international form already: its digits are the tel: link, with
// no phone library in the code every visit to the locator loads.
const SITE_TEL = `tel:${site.phone.replace(/[^\d+]/g, '')}`;

/** The dealer list could not be read (database down): the brand's own phone instead, and a retry. */
// `retry` asks the server for the page again; `reset` alone would re-render the same failed data.
export default function DealersError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  useEffect(() => {
    console.error('Distribuidores:', error.digest ?? error.message);
  }, [error]);
  return (
    <PageHeader
      title="Encuentra tu distribuidor"
      breadcrumbs={[{ label: 'Inicio', href: '/' }, { label: 'Distribuidores' }]}
      intro={
        <p>
          No pudimos cargar la lista de distribuidores en este momento. Llámanos y te decimos cuál te queda más cerca.
        </p>
      }
    >
      <ButtonLink href={SITE_TEL} icon={<PhoneIcon size={18} />}>
        {site.phoneDisplay}
      </ButtonLink>
      <button type="button" className={buttonClassName('secondary')} onClick={retry}>
        Intentar de nuevo
      </button>
    </PageHeader>
  );
}
