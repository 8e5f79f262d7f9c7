// GET and PUT /api/sales-settings: the terms an administrator sets for every sale — the deposit an
// accepted quote asks for, and the discount a distributor may give unless it has a limit of its own.
import './zod-config';
import { z } from 'zod';
import { sameType } from './same-type';

export type SalesSettings = {
  /** The deposit (anticipo) as a whole percentage of the order's total: 0 to 100. */
  deposit_pct: number;
  /** The largest discount a distributor gives without a limit of its own, in whole percent. */
  default_discount_limit_pct: number;
};

const wholePercent = (what: string) =>
  z
    .number({ error: `${what} debe ser un número.` })
    .int({ error: `${what} debe ser un porcentaje entero.` })
    .min(0, { error: `${what} no puede ser negativo.` })
    .max(100, { error: `${what} no puede pasar de 100 %.` });

export const salesSettingsSchema = z.object({
  deposit_pct: wholePercent('El anticipo'),
  default_discount_limit_pct: wholePercent('El descuento máximo').max(50, {
    error: 'El descuento máximo no puede pasar de 50 %.',
  }),
});
sameType<SalesSettings, z.output<typeof salesSettingsSchema>>(true);
