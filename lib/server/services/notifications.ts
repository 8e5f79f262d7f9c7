import 'server-only';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { notificationPrefs, notifications, users } from '@/lib/server/db/schema';
import {
  NOTIFICATIONS_SHOWN,
  NOTIFICATION_KINDS,
  type AppNotification,
  type NotificationKind,
  type NotificationList,
  type NotificationPref,
} from '@/lib/contract/notifications';
import { queueMail } from '@/lib/server/mail/queued';

// What happened that concerns a person: a row in its notification centre and, unless it chose
// otherwise for that kind, a mail (sent by the job queue: it survives a restart and is retried). Every step of the sale that tells the other side goes through
// `notify`.

type Attachment = { filename: string; content: Uint8Array; contentType: string };

export type Notice = {
  userId: number;
  kind: NotificationKind;
  title: string;
  body?: string | null;
  /** The panel screen it is about. */
  link?: string | null;
  /** The mail, when the person wants this kind by mail. */
  mail?: { subject: string; text: string; replyTo?: string; attachments?: Attachment[] };
};

/** Whether `userId` wants `kind` by mail (yes unless it said no). */
async function wantsMail(db: Db, userId: number, kind: NotificationKind): Promise<boolean> {
  const [pref] = await db
    .select({ email: notificationPrefs.email })
    .from(notificationPrefs)
    .where(and(eq(notificationPrefs.userId, userId), eq(notificationPrefs.kind, kind)));
  return pref?.email ?? true;
}

/** Tells `notice.userId`: in its centre, and by mail if it wants this kind so. */
export async function notify(db: Db, notice: Notice): Promise<void> {
  await db.insert(notifications).values({
    userId: notice.userId,
    kind: notice.kind,
    title: notice.title.slice(0, 200),
    body: notice.body ?? null,
    link: notice.link ?? null,
  });
  if (!notice.mail || !(await wantsMail(db, notice.userId, notice.kind))) return;
  const [to] = await db
    .select({ email: users.email, active: users.active })
    .from(users)
    .where(eq(users.id, notice.userId));
  if (!to?.active) return;
  await queueMail({ to: to.email, ...notice.mail });
}

function serialize(row: typeof notifications.$inferSelect): AppNotification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

async function unreadOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** The newest notifications of `userId` and how many of all of them are unread. */
export async function listNotifications(db: Db, userId: number): Promise<NotificationList> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(NOTIFICATIONS_SHOWN);
  return { data: rows.map(serialize), unread: await unreadOf(db, userId) };
}

/** Marks `ids` (of this user only) or every unread one as read; answers what is left unread. */
export async function markRead(db: Db, userId: number, ids?: readonly number[]): Promise<{ unread: number }> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(ids ? and(mine, inArray(notifications.id, [...ids])) : mine);
  return { unread: await unreadOf(db, userId) };
}

/** Every kind with whether `userId` is mailed about it. */
export async function notificationPrefsOf(db: Db, userId: number): Promise<NotificationPref[]> {
  const rows = await db.select().from(notificationPrefs).where(eq(notificationPrefs.userId, userId));
  return NOTIFICATION_KINDS.map((kind) => ({ kind, email: rows.find((row) => row.kind === kind)?.email ?? true }));
}

export async function setNotificationPrefs(
  db: Db,
  userId: number,
  prefs: readonly NotificationPref[],
): Promise<NotificationPref[]> {
  for (const pref of prefs) {
    await db
      .insert(notificationPrefs)
      .values({ userId, kind: pref.kind, email: pref.email })
      .onConflictDoUpdate({
        target: [notificationPrefs.userId, notificationPrefs.kind],
        set: { email: pref.email },
      });
  }
  return notificationPrefsOf(db, userId);
}
