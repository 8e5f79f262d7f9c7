// The demo's promotions, dated relative to the day the demo is seeded so that there is always a
// current gazette, one that ended and one still to come.
import type { Promotion } from '@/lib/server/pdf/promotions-pdf';

type Gazette = { name: string; validFrom: string; validUntil: string; promotions: Promotion[] };

const MONTH = new Intl.DateTimeFormat('es-MX', { month: 'long', timeZone: 'UTC' });

/** First (or with `last`, last) day of the month `offset` months from `today`'s, as an ISO day. */
export function monthDay(today: string, offset: number, day: number | 'last' = 1): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const date = day === 'last' ? new Date(Date.UTC(y, m + offset, 0)) : new Date(Date.UTC(y, m - 1 + offset, day));
  return date.toISOString().slice(0, 10);
}

const monthName = (day: string) => MONTH.format(new Date(`${day}T00:00:00Z`));
const year = (day: string) => day.slice(0, 4);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function gazette(name: string, promotions: Promotion[]): Gazette {
  const validFrom = promotions.map((p) => p.validFrom).sort()[0]!;
  const validUntil = promotions
    .map((p) => p.validUntil)
    .sort()
    .at(-1)!;
  return { name, validFrom, validUntil, promotions };
}

/** Three gazettes around `today` (ISO day): current, past and upcoming; the current one first. */
export function demoGazettes(today: string): Gazette[] {
  const start = monthDay(today, 0);
  const current = gazette(`Gaceta de promociones de ${monthName(start)} ${year(start)}`, [
    {
      title: 'Temporada de toldos: 15 % en lonas acrílicas',
      detail:
        'Llévate tu toldo retráctil o vertical con 15 % de descuento en cualquier lona acrílica solución teñida, lisa o de rayas.',
      terms: 'Aplica sobre el precio de lista de la lona; no incluye estructura, motor ni instalación.',
      validFrom: start,
      validUntil: monthDay(today, 1, 15),
    },
    {
      title: 'Motoriza 3 y la instalación va por nuestra cuenta',
      detail: 'Al motorizar tres persianas o más en el mismo pedido, la instalación de todas es sin costo.',
      terms: 'Válido en la zona metropolitana de cada distribuidor participante. Motores de la lista vigente.',
      validFrom: start,
      validUntil: monthDay(today, 1, 'last'),
    },
    {
      title: 'Blackout a tu medida: 10 % en enrollables blackout',
      detail:
        'Todas las telas blackout en persiana enrollable con 10 % de descuento, ideales para recámaras y salas de TV.',
      terms: 'Mínimo dos piezas por pedido. No acumulable con otras promociones.',
      validFrom: monthDay(today, 0, 10),
      validUntil: monthDay(today, 1, 'last'),
    },
  ]);
  const pastStart = monthDay(today, -3);
  const past = gazette(`Promoción de ${monthName(pastStart)} ${year(pastStart)}`, [
    {
      title: 'Screen 5 %: segunda persiana al 50 %',
      detail: 'En la compra de una persiana enrollable screen, la segunda de igual o menor medida a mitad de precio.',
      terms: 'Misma tela y color en ambas piezas.',
      validFrom: pastStart,
      validUntil: monthDay(today, -2, 'last'),
    },
  ]);
  const nextStart = monthDay(today, 2);
  const upcoming = gazette(`Preventa de ${monthName(nextStart)} ${year(nextStart)}`, [
    {
      title: `${cap(monthName(nextStart))} fresco: 12 % en toldos verticales`,
      detail: 'Aparta tu toldo vertical con crank o motor y recibe 12 % de descuento sobre el tabulador del modelo.',
      terms: 'Anticipo del 50 % al confirmar medidas.',
      validFrom: nextStart,
      validUntil: monthDay(today, 2, 'last'),
    },
  ]);
  return [current, past, upcoming];
}
