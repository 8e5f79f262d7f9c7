import type { Order } from '@/lib/contract/orders';
import { formatShortDate } from '@/lib/format/dates';
import styles from './order-progress.module.css';

type Step = { key: string; label: string; statuses: readonly string[] };

const STEPS: readonly Step[] = [
  { key: 'confirmado', label: 'Confirmado', statuses: ['confirmado'] },
  { key: 'en_produccion', label: 'En producción', statuses: ['en_produccion'] },
  { key: 'enviado', label: 'Enviado', statuses: ['enviado'] },
  { key: 'agendada', label: 'Instalación agendada', statuses: [] },
  { key: 'final', label: 'Instalado', statuses: ['instalado', 'entregado'] },
];

/** The installation visit booked for the order (the agenda's), on the distributor's clock. */
export type BookedInstallation = { date: string; start: string; at: string };

/**
 * Where a made-to-measure order is, as its customer follows it: confirmed, in production (with the
 * day it should be ready), shipped, installation booked (its day and time), installed (or
 * delivered), each with the day it happened.
 */
export function OrderProgress({ order, installation }: { order: Order; installation?: BookedInstallation | null }) {
  if (order.status === 'cancelado') return null;
  const reached = (step: Step): { at: string } | undefined =>
    step.key === 'agendada'
      ? (installation ?? undefined)
      : order.history.find((entry) => step.statuses.includes(entry.to));
  const currentIndex = STEPS.reduce((last, step, index) => (reached(step) ? index : last), -1);
  return (
    <ol className={styles.progress} aria-label="Avance del pedido">
      {STEPS.map((step, index) => {
        const entry = reached(step);
        const final = step.key === 'final' ? order.history.find((e) => step.statuses.includes(e.to)) : undefined;
        const label = final?.to === 'entregado' ? 'Entregado' : step.label;
        const state = entry ? (index === currentIndex ? 'current' : 'done') : 'todo';
        return (
          <li
            key={step.key}
            className={styles.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.label}>{label}</span>
            <span className={styles.when}>
              {step.key === 'agendada' && installation ? (
                <time dateTime={installation.at}>
                  {formatShortDate(installation.date)}, {installation.start}
                </time>
              ) : entry ? (
                <time dateTime={entry.at}>{formatShortDate(entry.at)}</time>
              ) : step.key === 'en_produccion' && order.estimated_date ? (
                `lista el ${formatShortDate(order.estimated_date)}`
              ) : (
                'pendiente'
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
