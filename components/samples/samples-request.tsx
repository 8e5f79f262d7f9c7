'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { FeatureGate, FeatureUnavailable } from '@/components/ui/feature-unavailable';
import { clearTray, type TrayColor } from '@/lib/samples/tray';
import { site } from '@/lib/site';
import { SampleRequestForm, type SamplesSent } from './sample-request-form';
import { colorKey, SampleTray, type ColorErrors } from './sample-tray';
import type { DialablePhone } from '@/components/forms/routed-dealer';
import { useSampleTray } from './use-sample-tray';
import styles from './samples.module.css';

// The thank-you note is fetched with the phone formatting once the request went through: a page that
// is only looked at never loads either.
const loadSentOutcome = () => import('./samples-sent');
const SamplesSentOutcome = lazy(() => loadSentOutcome().then((m) => ({ default: m.SamplesSentOutcome })));

const TRAY_HEADING = 'titulo-muestras';
const FORM_HEADING = 'titulo-envio';

/**
 * /muestras: the tray, then the form that asks for it (POST /api/sample-requests). `browse` is the
 * server's list of fabrics to pick colours from, shown when the tray is empty. On a host without
 * the samples feature, the tray stays visible with a note saying how else to ask.
 */
export function SamplesRequest({ browse }: { browse: ReactNode }) {
  return (
    <FeatureGate feature="samples" optimistic unavailable={<WithoutSamples browse={browse} />}>
      <SamplesRequestBody browse={browse} />
    </FeatureGate>
  );
}

function WithoutSamples({ browse }: { browse: ReactNode }) {
  const tray = useSampleTray();
  return (
    <>
      <FeatureUnavailable feature="samples" />
      <SampleTray tray={tray} errors={null} errorsShown={0} browse={browse} headingId={TRAY_HEADING} />
    </>
  );
}

type Failed = { errors: ColorErrors; tray: TrayColor[] | null; seq: number };

/** The complaints that still apply: each colour's while it is in the tray, the general ones until the tray changes. */
function stillApplying(failed: Failed | null, tray: TrayColor[] | null): ColorErrors | null {
  if (!failed || !tray) return null;
  if (failed.tray === tray) return failed.errors;
  const present = new Set(tray.map(colorKey));
  const byColor = Object.fromEntries(Object.entries(failed.errors.byColor).filter(([key]) => present.has(key)));
  return Object.keys(byColor).length > 0 ? { general: [], byColor } : null;
}

type Done = { sent: SamplesSent; dealerPhone: DialablePhone | null; brandPhone: string };

function SamplesRequestBody({ browse }: { browse: ReactNode }) {
  const tray = useSampleTray();
  const [failed, setFailed] = useState<Failed | null>(null);
  const [done, setDone] = useState<Done | null>(null);

  if (done)
    return (
      <Suspense fallback={null}>
        <SamplesSentOutcome {...done} />
      </Suspense>
    );

  const onSent = async (sent: SamplesSent) => {
    // libphonenumber (~29 KB) is fetched only now, for the numbers of the thank-you note.
    const [{ formatPhone, telHref }] = await Promise.all([import('@/lib/format/phone'), loadSentOutcome()]);
    const phone = sent.reply.dealer?.phone;
    setDone({
      sent,
      dealerPhone: phone ? { display: formatPhone(phone), href: telHref(phone) } : null,
      brandPhone: telHref(site.phone),
    });
    clearTray();
  };

  const empty = !tray || tray.length === 0;
  return (
    <div className={styles.request}>
      <SampleTray
        tray={tray}
        errors={stillApplying(failed, tray)}
        errorsShown={failed?.seq ?? 0}
        browse={browse}
        headingId={TRAY_HEADING}
      />
      {/* Hidden rather than removed while the tray is empty, so nothing typed is lost. */}
      <section aria-labelledby={FORM_HEADING} className={styles.formCard} hidden={empty}>
        <h2 id={FORM_HEADING} className={styles.sectionTitle}>
          ¿A dónde te las enviamos?
        </h2>
        <p className={styles.formIntro}>Todos los campos son obligatorios.</p>
        <SampleRequestForm
          colors={tray ?? []}
          labelledBy={FORM_HEADING}
          onColorErrors={(errors) =>
            setFailed((previous) => (errors ? { errors, tray, seq: (previous?.seq ?? 0) + 1 } : null))
          }
          onSent={onSent}
        />
      </section>
    </div>
  );
}
