'use client';

import Link from 'next/link';
import { FormOutcome } from '@/components/forms/form-parts';
import { buttonClassName } from '@/components/ui/button-link';
import { swatchBackground } from '@/lib/catalog/swatch';
import { whatsappHref } from '@/lib/format/links';
import { site } from '@/lib/site';
import type { SamplesSent } from './sample-request-form';
import styles from './samples.module.css';

/** A phone ready to show and dial (formatted once the request went through: lib/format/phone is heavy). */
export type DialablePhone = { display: string; href: string };

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
      <p className={styles.folio}>
        Folio: <strong>{reply.folio}</strong>
      </p>
      {dealer && dealerName ? (
        <div className={styles.dealerCard}>
          <p>
            Te las envía <strong>{dealerName}</strong>
            {dealer.company && dealer.name && dealer.company !== dealer.name ? ` (${dealer.name})` : ''}, el
            distribuidor más cercano a ti.
          </p>
          <p className={styles.dealerLinks}>
            {dealerPhone ? <a href={dealerPhone.href}>Llamar al {dealerPhone.display}</a> : null}
            {dealer.whatsapp ? (
              <a
                href={whatsappHref(
                  dealer.whatsapp,
                  `Hola, pedí muestras de tela con el folio ${reply.folio} en ${site.shortName}.`,
                )}
              >
                Escribir por WhatsApp
              </a>
            ) : null}
          </p>
        </div>
      ) : null}
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
