// How the sales screens show a status, one mechanism for quotes and orders; each keeps its own
// table (quotes/quote-status.ts, orders/order-status.ts).

import type { RoleName } from '@/lib/contract/users';
import type { StatusTone } from './status-badge';

export type StatusInfo = { label: string; tone: StatusTone };

export type StatusTable<S extends string> = {
  /** Every status the screens know, with its label and colour. */
  info: Readonly<Record<S, StatusInfo>>;
  /** The label and colour of a status; one it does not know (a newer server) is shown as received. */
  infoOf: (status: string) => StatusInfo;
  /** The options of a list's status filter, in the life cycle's order. */
  options: readonly { value: S; label: string }[];
};

export function statusTable<S extends string>(statuses: readonly S[], info: Record<S, StatusInfo>): StatusTable<S> {
  const known: Readonly<Record<string, StatusInfo>> = info;
  return {
    info,
    // Own keys only: "constructor" or "toString" from the server is an unknown status, not Object's.
    infoOf: (status) => (Object.hasOwn(known, status) ? known[status]! : { label: status, tone: 'neutral' }),
    options: statuses.map((value) => ({ value, label: info[value].label })),
  };
}

/** Distributors and admins move quotes and orders along; customers do not. */
export function isStaff(role: RoleName | null | undefined): boolean {
  return role === 'distributor' || role === 'admin';
}
