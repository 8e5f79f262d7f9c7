'use client';

import Link from 'next/link';
import { FormOutcome } from '@/components/forms/form-parts';
import { FolioAndDealer, type DialablePhone } from '@/components/forms/routed-dealer';
import { buttonClassName } from '@/components/ui/button-link';
import { swatchBackground } from '@/lib/catalog/swatch';
import { site } from '@/lib/site';
import type { SamplesSent } from './sample-request-form';
import styles from './samples.module.css';

/**
 * The request went through: its folio, who sends the samples (with a call and a WhatsApp link),
 * what was asked for and what happens next. Announced and focused (FormOutcome).
 */
export function SamplesSentOutcome({
  sent,
  dealerPhone,
  brandPhone,
}: {
  sent: SamplesSent;
  dealerPhone: DialablePhone | null;
  brandPhone: string;
}) {
  const { reply, values, colors } = sent;
  const dealer = reply.dealer;
  const dealerName = dealer ? dealer.company?.trim() || dealer.name : null;
  const first = colors[0];
  return (
    <FormOutcome tone="success" title="¡Listo! Recibimos tu solicitud de muestras">
      <FolioAndDealer
        folio={reply.folio}
        dealer={dealer}
        phone={dealerPhone}
        lead="Te las envía"
        after=", el distribuidor más cercano a ti."
        whatsappText={`Hola, pedí muestras de tela con el folio ${reply.folio} en ${site.shortName}.`}
      />
      <p>Pediste:</p>
      <ul className={styles.sentList}>
        {colors.map((c) => (
          <li key={`${c.fabric}/${c.color}`}>
            <span className={styles.sentSwatch} style={{ background: swatchBackground(c) }} aria-hidden="true" />
            {c.fabricName} · {c.colorName}
          </li>
        ))}
      </ul>
      <h3 className={styles.nextTitle}>¿Qué sigue?</h3>
      <ol className={styles.nextList}>
        <li>
          {dealerName ? <strong>{dealerName}</strong> : <>Un asesor de {site.shortName}</>} te contactará en un día
          hábil, por teléfono o a <strong>{values.email}</strong>, para confirmar el envío.
        </li>
        <li>
          Recibes las muestras en {values.address}, C.P. {values.postal_code}, sin costo.
        </li>
        <li>
          Cuando elijas, <Link href="/cotizador">cotiza en línea</Link> con tu tela y color, o pide que te visiten a
          medir.
        </li>
      </ol>
      <p>
        ¿Dudas? Llámanos al <a href={brandPhone}>{site.phoneDisplay}</a> y menciona tu folio.
      </p>
      {first ? (
        <div className={styles.sentActions}>
          <Link
            href={`/${first.line === 'toldos' ? 'detalles-toldos' : 'detalles'}/${first.fabric}`}
            className={buttonClassName('secondary')}
          >
            Seguir viendo telas
          </Link>
        </div>
      ) : null}
    </FormOutcome>
  );
}
