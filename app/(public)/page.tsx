import Link from 'next/link';
import { site } from '@/lib/site';
import styles from './home.module.css';

const productLines = [
  {
    name: 'Persianas',
    summary: 'Enrollables, sheer, romanas y verticales a la medida, en tejidos blackout, screen y traslúcidos.',
  },
  {
    name: 'Toldos',
    summary: 'Retráctiles, verticales y de brazo invisible para terrazas, ventanas y fachadas comerciales.',
  },
  {
    name: 'Motorización',
    summary: 'Motores silenciosos, controles y automatización para abrir y cerrar persianas y toldos sin esfuerzo.',
  },
] as const;

export default function HomePage() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="titulo-inicio">
        <h1 id="titulo-inicio" className={styles.title}>
          {site.name}
        </h1>
        <p className={styles.tagline}>{site.tagline}</p>
        <div className={styles.actions}>
          <Link href="/login" className={styles.primary}>
            Iniciar sesión
          </Link>
          <Link href="/registro" className={styles.secondary}>
            Crear cuenta
          </Link>
        </div>
      </section>
      <section className={styles.lines} aria-labelledby="titulo-lineas">
        <h2 id="titulo-lineas" className={styles.linesTitle}>
          Nuestras líneas
        </h2>
        <ul className={styles.lineList}>
          {productLines.map((line) => (
            <li key={line.name} className={styles.line}>
              <h3 className={styles.lineName}>{line.name}</h3>
              <p className={styles.lineSummary}>{line.summary}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
