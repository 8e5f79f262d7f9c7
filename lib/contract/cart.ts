// The cart: pieces waiting to be ordered, priced now, and the checkout that turns them into an order.
import './zod-config';
import { z } from 'zod';
import { MAX_QUANTITY } from '@/lib/pricing/engine';
import { optionalText } from './fields';
import { amountSchema } from './wallet';
import { currencySchema, moneySchema, priceListSchema, type Currency, type Money, type PriceList } from './common';
import { itemConfigSchema, pricedItemSchema, type ItemConfig, type PricedItem } from './quote-config';
import { sameType } from './same-type';

/** PUT /api/cart/{itemId} */
export const cartQuantitySchema = z.object({
  quantity: z.coerce
    .number({ error: 'Escribe la cantidad.' })
    .int('La cantidad debe ser un número entero.')
    .min(1, 'La cantidad mínima es 1.')
    .max(MAX_QUANTITY, `La cantidad máxima por pieza es ${MAX_QUANTITY}.`),
});

/** POST /api/cart/checkout */
export const checkoutSchema = z.object({
  notes: optionalText('comentarios', { max: 2000 }),
  shipping_address: optionalText('dirección de entrega', { max: 500 }),
  /** Pay with the wallet: `true` uses as much of the balance as the order needs… */
  use_wallet: z.coerce.boolean().default(false),
  /** …or exactly this much (pesos); it must not exceed the balance. */
  wallet_amount: amountSchema.optional(),
});

/** The Idempotency-Key header: any client-chosen id, e.g. a UUID. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, 'La clave de idempotencia debe tener al menos 8 caracteres.')
  .max(120, 'La clave de idempotencia no debe tener más de 120 caracteres.')
  .regex(/^[\x21-\x7e]+$/, 'La clave de idempotencia sólo admite caracteres ASCII visibles.');

// ── Requests ────────────────────────────────────────────────────────────────

/** The body of POST /api/cart/checkout. `wallet_amount` in pesos ("123.45"). */
export type CheckoutRequest = {
  notes?: string;
  shipping_address?: string;
  use_wallet?: boolean;
  wallet_amount?: string;
};

// ── Replies ─────────────────────────────────────────────────────────────────

export type AvailableCartLine = PricedItem & { id: number; available: true };
/** A line the catalogue can no longer make (a fabric or colour withdrawn, a size now out of range). */
export type UnavailableCartLine = ItemConfig & { id: number; available: false; error: string };
export type CartLine = AvailableCartLine | UnavailableCartLine;

/** GET /api/cart, and the reply of every change to it. */
export type Cart = {
  items: CartLine[];
  count: number;
  subtotal: Money;
  tax: Money;
  total: Money;
  currency: Currency;
  price_list: PriceList;
};

export const cartLineSchema = z.discriminatedUnion('available', [
  pricedItemSchema.extend({ id: z.number().int(), available: z.literal(true) }),
  itemConfigSchema.extend({ id: z.number().int(), available: z.literal(false), error: z.string() }),
]);
sameType<CartLine, z.output<typeof cartLineSchema>>(true);

export const cartSchema = z.object({
  items: z.array(cartLineSchema),
  count: z.number().int().min(0),
  subtotal: moneySchema,
  tax: moneySchema,
  total: moneySchema,
  currency: currencySchema,
  price_list: priceListSchema,
});
sameType<Cart, z.output<typeof cartSchema>>(true);
