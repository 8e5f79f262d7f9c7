// An order's payments: the ledger of what was paid toward it (deposit, balance) and refunded, each
// with its method, reference and day. The distributor records them by hand; an online provider
// will add its own to the same ledger.
import './zod-config';
import { z } from 'zod';
import { moneySchema, type Money } from './common';
import { optionalText } from './fields';
import { ONLINE_CHANNELS, type OnlineChannel } from './online-payments';
import { sameType } from './same-type';
import { amountSchema } from './wallet';

export const PAYMENT_KINDS = ['anticipo', 'saldo', 'reembolso'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_METHODS = ['efectivo', 'spei', 'tarjeta', 'deposito', 'monedero', 'en_linea'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What a distributor records by hand: every method but the online one, which only a provider confirms. */
export const MANUAL_PAYMENT_METHODS = ['efectivo', 'spei', 'tarjeta', 'deposito', 'monedero'] as const;

export const PAYMENT_STATUSES = ['pendiente', 'confirmado', 'fallido', 'expirado'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A day in Mexico City as the ledger keeps it ("2026-12-01"), not after tomorrow. */
const paidOn = z.iso
  .date({ error: 'La fecha del pago debe ser una fecha válida (AAAA-MM-DD).' })
  .refine((day) => day <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), {
    error: 'La fecha del pago no puede ser futura.',
  });

/** POST /api/orders/{id}/payments — the serving distributor (or an admin) records a payment or a refund. */
export const recordPaymentSchema = z.object({
  kind: z.enum(PAYMENT_KINDS, { error: 'Elige si es anticipo, saldo o reembolso.' }),
  method: z.enum(MANUAL_PAYMENT_METHODS, { error: 'Elige cómo se pagó.' }),
  amount: amountSchema,
  reference: optionalText('referencia', { max: 80 }),
  paid_on: paidOn,
});

export type Payment = {
  id: number;
  kind: PaymentKind;
  method: PaymentMethod;
  status: PaymentStatus;
  amount: Money;
  reference: string | null;
  paid_on: string;
  recorded_by: string | null;
  /** API path of its receipt (PDF); null until it is confirmed. */
  receipt_url: string | null;
  /** An online payment's details (null for one recorded by hand). */
  online: OnlineDetails | null;
};

/** How an online payment was made and, while it is pending, where and until when it can be paid. */
export type OnlineDetails = {
  channel: OnlineChannel;
  /** Meses sin intereses (null: in one go). */
  installments: number | null;
  /** The OXXO voucher or the transfer's instructions (CLABE, amount), while pending. */
  voucher_url: string | null;
  expires_at: string | null;
  /** What is still to transfer when a SPEI payment came in part. */
  amount_remaining: Money | null;
};

export const paymentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PAYMENT_KINDS),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  amount: moneySchema,
  reference: z.string().nullable(),
  paid_on: z.string(),
  recorded_by: z.string().nullable(),
  receipt_url: z.string().nullable(),
  online: z
    .object({
      channel: z.enum(ONLINE_CHANNELS),
      installments: z.number().int().nullable(),
      voucher_url: z.string().nullable(),
      expires_at: z.string().nullable(),
      amount_remaining: moneySchema.nullable(),
    })
    .nullable(),
});
sameType<Payment, z.output<typeof paymentSchema>>(true);
