// "Pedir muestras": a visitor asks for up to five fabric colours by mail. POST /api/sample-requests
// (public) routes it to the nearest dealer that sells every line of the colours; the dealer's inbox
// shows it; GET /api/sample-requests/summary tells the administrator how many come in.
import './zod-config';
import { z } from 'zod';
import { MAX_STATE_ID, email, id, phone, text } from './fields';
import { POSTAL_CODE_PATTERN, fieldMessage, sampleMessage } from './form-rules';
import { MAX_SAMPLES } from './sample-limits';
import { routedDealerSchema } from './quote-requests';
import { sameType } from './same-type';

export { MAX_SAMPLES };

const slug = (label: string) =>
  z
    .string({ error: `Elige ${label}.` })
    .trim()
    .min(1, { error: `Elige ${label}.` })
    .max(60, { error: `Elige ${label} de la lista.` })
    .regex(/^[a-z0-9-]+$/, { error: `Elige ${label} de la lista.` });

/** One colour of a fabric, as the public pages name it (`/detalles/{fabric}/{color}`). */
export const sampleColorSchema = z.object({ fabric: slug('la tela'), color: slug('el color') });

export const sampleRequestSchema = z.object({
  colors: z
    .array(sampleColorSchema, { error: 'Elige al menos un color para tus muestras.' })
    .min(1, { error: 'Elige al menos un color para tus muestras.' })
    .max(MAX_SAMPLES, { error: `Puedes pedir hasta ${MAX_SAMPLES} muestras por solicitud.` })
    .refine((list) => new Set(list.map((c) => `${c.fabric}/${c.color}`)).size === list.length, {
      error: 'Elegiste el mismo color dos veces: quita el repetido.',
    }),
  name: text('nombre', { min: 2, max: 120 }),
  email: email(),
  phone: phone(),
  state_id: id('estado', MAX_STATE_ID),
  municipality_id: id('municipio'),
  address: text('dirección', { min: 5, max: 255 }),
  postal_code: z
    .string({ error: fieldMessage.required('código postal') })
    .trim()
    .min(1, { error: fieldMessage.required('código postal'), abort: true })
    .regex(POSTAL_CODE_PATTERN, { error: fieldMessage.postalCode('código postal') }),
  privacy_accepted: z.preprocess(
    (v) => v === true || v === 'true' || v === 'on' || v === '1',
    z.literal(true, { error: sampleMessage.privacy }),
  ),
  hcaptcha_token: z.string().max(10_000).optional(),
});

export type SampleRequestData = z.output<typeof sampleRequestSchema>;

/** The body as the browser sends it. */
export type SampleRequestPayload = z.input<typeof sampleRequestSchema> & {
  colors: { fabric: string; color: string }[];
  privacy_accepted: true;
};

/** 201: the folio (MUE-2026-000001), who will send the samples, and that in Spanish. */
export const sampleRequestReplySchema = z.object({
  folio: z.string(),
  dealer: routedDealerSchema,
  message: z.string(),
});
export type SampleRequestReply = z.output<typeof sampleRequestReplySchema>;

/** A colour of a request as the dealer's inbox shows it: named as when asked, with its swatch. */
export type SampleColor = { line: string; fabric: string; color: string; hex: string; stripe_hex: string | null };
export const sampleColorReplySchema = z.object({
  line: z.string(),
  fabric: z.string(),
  color: z.string(),
  hex: z.string(),
  stripe_hex: z.string().nullable(),
});
sameType<SampleColor, z.output<typeof sampleColorReplySchema>>(true);

/** GET /api/sample-requests/summary?meses= — the last 1 to 24 months (12 by default). */
export const sampleSummaryQuerySchema = z.object({
  meses: z.preprocess(
    (v) => (v === undefined || v === '' ? 12 : Number(v)),
    z
      .number({ error: 'Los meses deben ser un número.' })
      .int({ error: 'Los meses deben ser un número entero.' })
      .min(1, { error: 'Elige de 1 a 24 meses.' })
      .max(24, { error: 'Elige de 1 a 24 meses.' }),
  ),
});

const count = z.number().int().min(0);
/** The administrator's volume: requests (and colours) by month, by line and by dealer. */
export const sampleSummarySchema = z.object({
  since: z.string(),
  requests: count,
  colors: count,
  by_month: z.array(z.object({ month: z.string(), requests: count, colors: count })),
  by_line: z.array(z.object({ line: z.string(), requests: count, colors: count })),
  by_dealer: z.array(z.object({ id: z.number().int().nullable(), name: z.string(), requests: count, colors: count })),
});
export type SampleSummary = z.output<typeof sampleSummarySchema>;
