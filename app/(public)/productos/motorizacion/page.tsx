import { Container } from '@/components/ui/container';
import { IllustrationImage } from '@/components/catalog/illustrations';
import { LineSections } from '@/components/catalog/line-sections';
import { HOME_STEP, LINE_STEPS, TrailHeader } from '@/components/catalog/page-trail';
import { ButtonLink } from '@/components/ui/button-link';
import styles from '@/components/catalog/catalog.module.css';
import { getCatalog } from '@/lib/server/site-data';
import { LINE_CONTENT } from '@/lib/content/lines';
import { availabilityOf } from '@/lib/catalog/availability';
import { formatCmRange } from '@/lib/format/measures';
import { formatMXN } from '@/lib/format/money';
import { pageDescription } from '@/lib/content/descriptions';
import { pageMetadata } from '@/lib/seo';
import type { CatalogMotor } from '@/lib/contract/catalog';

export const revalidate = 60;

export const metadata = pageMetadata({
  title: 'Motorización para persianas y toldos',
  description: pageDescription('/productos/motorizacion'),
  path: '/productos/motorizacion',
});

function MotorCard({ motor }: { motor: CatalogMotor }) {
  const availability = availabilityOf(motor.stock);
  return (
    <li className={styles.card}>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{motor.name}</h3>
        <p className={styles.cardText}>{motor.description}</p>
        <dl className={styles.specs}>
          <dt>Ancho</dt>
          <dd>{formatCmRange(motor.minWidthCm, motor.maxWidthCm)}</dd>
          <dt>Superficie máx.</dt>
          <dd>{motor.maxAreaM2.toFixed(1)} m²</dd>
          {motor.torqueNm ? (
            <>
              <dt>Torque</dt>
              <dd>{motor.torqueNm} Nm</dd>
            </>
          ) : null}
          <dt>Alimentación</dt>
          <dd>{motor.powerSource}</dd>
        </dl>
        <p className={styles.price}>
          {formatMXN(motor.publicCents)} <small>+ IVA</small>
        </p>
        <span className={availability.status === 'disponible' ? styles.ok : styles.wait}>{availability.label}</span>
      </div>
    </li>
  );
}

export default async function MotorizationPage() {
  const catalog = await getCatalog();
  const content = LINE_CONTENT.motorizacion;
  const groups = [
    {
      id: 'motores-persianas',
      title: 'Motores para persianas',
      motors: catalog.motors.filter((m) => m.kind === 'persiana'),
    },
    { id: 'motores-toldos', title: 'Motores para toldos', motors: catalog.motors.filter((m) => m.kind === 'toldo') },
  ];
  return (
    <>
      <TrailHeader
        trail={[HOME_STEP, LINE_STEPS.motorizacion]}
        eyebrow="Productos"
        title="Motorización"
        intro={<p>{content.intro}</p>}
        size="wide"
      >
        <ButtonLink href="/motorizacion/cotizador">Cotiza una persiana motorizada</ButtonLink>
        <ButtonLink href="/toldos/cotizador" variant="secondary">
          Cotiza un toldo motorizado
        </ButtonLink>
      </TrailHeader>
      <Container size="wide" className={styles.section}>
        <div className={styles.split}>
          <figure className={styles.figure}>
            <IllustrationImage
              kind="motor"
              color="#C9C9C4"
              title="Motor tubular dentro del tubo de una persiana, con su control remoto"
            />
          </figure>
          <div>
            <h2 className={styles.sectionTitle}>{content.headline}</h2>
            <p className={styles.lead}>
              Cada motor se elige según el ancho y la superficie de tu persiana o toldo; el cotizador sólo te ofrece los
              que pueden moverla.
            </p>
          </div>
        </div>
      </Container>
      {groups.map((group) => (
        <Container as="section" size="wide" className={styles.section} aria-labelledby={group.id} key={group.id}>
          <h2 id={group.id} className={styles.sectionTitle}>
            {group.title}
          </h2>
          <ul className={styles.grid}>
            {group.motors.map((motor) => (
              <MotorCard key={motor.slug} motor={motor} />
            ))}
          </ul>
        </Container>
      ))}
      <Container as="section" size="wide" className={styles.section} aria-labelledby="accesorios">
        <h2 id="accesorios" className={styles.sectionTitle}>
          Controles, sensores e instalación
        </h2>
        <ul className={styles.grid}>
          {catalog.accessories.map((item) => (
            <li key={item.slug} className={styles.card}>
              <div className={styles.cardBody}>
                <h3 className={styles.cardTitle}>{item.name}</h3>
                <p className={styles.cardText}>{item.description}</p>
                <p className={styles.price}>
                  {formatMXN(item.publicCents)}{' '}
                  <small>{item.unit === 'pieza' ? 'por pieza' : `por ${item.unit}`} + IVA</small>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
      <LineSections content={content} />
    </>
  );
}
