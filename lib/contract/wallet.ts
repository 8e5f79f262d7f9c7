// The wallet (monedero): a user's balance and movements; an admin adds credits and charges.
import './zod-config';
import { z } from 'zod';
import { currencySchema, moneySchema } from './common';
import { text } from './fields';

/** A peso amount as the API writes money ("1234.50", or a number): > 0, at most two decimals. */
export const amountSchema = z
  .union([z.string(), z.number()], { error: 'El campo monto es obligatorio.' })
  .transform((v) => String(v).trim().replace(/,/g, ''))
  .pipe(
    z
      .string()
      .regex(
        /^\d{1,9}(\.\d{1,2})?$/,
        'El monto debe ser una cantidad en pesos con hasta dos decimales, por ejemplo 1500.00.',
      ),
  )
  .transform((v) => Math.round(Number(v) * 100))
  .refine((cents) => cents > 0, 'El monto debe ser mayor que cero.');

/** POST /api/wallet/{userId} — an admin's movement. */
export const walletMovementSchema = z.object({
  kind: z.enum(['abono', 'cargo'], { error: 'Elige si es un abono o un cargo.' }),
  amount: amountSchema,
  concept: text('concepto', { min: 3, max: 200 }),
});

// ── Replies ─────────────────────────────────────────────────────────────────

export const walletMovementKindSchema = z.enum(['abono', 'cargo']);
export type WalletMovementKind = z.output<typeof walletMovementKindSchema>;

export const walletMovementEntrySchema = z.object({
  id: z.number().int(),
  kind: walletMovementKindSchema,
  /** Signed: a charge is negative ("-350.00"). */
  amount: moneySchema,
  balance_after: moneySchema,
  concept: z.string(),
  order_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type WalletMovement = z.output<typeof walletMovementEntrySchema>;

/** GET /api/wallet and /api/wallet/{userId}: the balance and the latest movements, newest first. */
export const walletSchema = z.object({
  balance: moneySchema,
  currency: currencySchema,
  movements: z.array(walletMovementEntrySchema),
});
export type Wallet = z.output<typeof walletSchema>;

/** POST /api/wallet/{userId}: the amount in pesos. */
export type WalletMovementRequest = { kind: WalletMovementKind; amount: string; concept: string };
