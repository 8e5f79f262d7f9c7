// The panel's notification centre (GET /api/notifications, POST /api/notifications/read) and what
// each person chooses to be mailed about (GET and PUT /api/notification-prefs).
import './zod-config';
import { z } from 'zod';
import { sameType } from './same-type';

/** The kinds of notification, each told to the side it concerns. */
export const NOTIFICATION_KINDS = [
  /** To the customer: a quote (or a new version of it) sent. */
  'quote_sent',
  /** To whoever serves the quote: the customer asked for one, accepted it, asked for changes or declined. */
  'quote_answered',
  /** To the customer: its order confirmed, into production, shipped, installed, cancelled. */
  'order_status',
  /** To the customer: a payment or a refund recorded on its order. */
  'payment_recorded',
  /** To both sides: a sent quote's validity ended without an answer. */
  'quote_expired',
  /** To the customer: a measuring or installation visit booked, moved, cancelled; its reminder. */
  'visit',
  /** To the dealer a visitor's request of fabric samples was routed to. */
  'sample_request',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How many notifications the centre lists (the newest). */
export const NOTIFICATIONS_SHOWN = 30;

export type AppNotification = {
  id: number;
  kind: string;
  title: string;
  body: string | null;
  /** The panel screen it is about. */
  link: string | null;
  read: boolean;
  created_at: string;
};

export type NotificationList = { data: AppNotification[]; unread: number };

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
sameType<AppNotification, z.output<typeof notificationSchema>>(true);

export const notificationListSchema = z.object({ data: z.array(notificationSchema), unread: z.number().int() });
sameType<NotificationList, z.output<typeof notificationListSchema>>(true);

/** POST /api/notifications/read — these (or, without `ids`, every one) marked as read. */
export const markReadSchema = z.object({
  ids: z
    .array(z.number({ error: 'Cada aviso se nombra por su número.' }).int().positive(), {
      error: 'Los avisos van en una lista de números.',
    })
    .max(100, { error: 'Marca hasta 100 avisos a la vez.' })
    .optional(),
});

export type NotificationPref = { kind: NotificationKind; email: boolean };

export const notificationPrefSchema = z.object({ kind: z.enum(NOTIFICATION_KINDS), email: z.boolean() });
sameType<NotificationPref, z.output<typeof notificationPrefSchema>>(true);

export const notificationPrefsSchema = z.object({ prefs: z.array(notificationPrefSchema) });

/** PUT /api/notification-prefs — the kinds whose mail changes. */
export const changePrefsSchema = z.object({
  prefs: z
    .array(
      z.object({
        kind: z.enum(NOTIFICATION_KINDS, { error: 'Ese tipo de aviso no existe.' }),
        email: z.boolean({ error: 'Di si quieres el correo (sí o no).' }),
      }),
      { error: 'Las preferencias van en una lista.' },
    )
    .min(1, { error: 'Elige al menos una preferencia.' })
    .max(NOTIFICATION_KINDS.length),
});
