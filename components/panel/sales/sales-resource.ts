// What the shared sales screens need to know of a resource (quotes, orders): its API, its lists,
// its statuses and the words for it. quotes/quote-resource.tsx and orders/order-resource.tsx
// fill it in; nothing under sales/ names either.

import type { ReactNode } from 'react';
import { refreshAfterChange } from '@/lib/api/counters';
import { salesPathPrefix, type SaleRecord, type SalesResourceName, type SalesScope } from '@/lib/api/sales-scope';
import { getPanelRoute, type PanelPath } from '@/lib/panel-routes';
import type { StatusTable } from './status-table';

/** How the resource is named in the screens' Spanish texts (with its gender's articles). */
export type SalesWords = {
  /** Singular, capitalised, the detail's title before the folio: "Pedido". */
  one: string;
  /** Plural: "pedidos". */
  many: string;
  /** Singular with its article: "el pedido". */
  the: string;
  /** Plural with its article: "los pedidos". */
  theMany: string;
  /** "del pedido", as in "Datos del pedido". */
  ofThe: string;
  /** "Este pedido", as in "Este pedido no existe." */
  thisOne: string;
};

/** What the reader does next with a record, and where: a list row's main action. */
export type NextStep = { label: string; href: string };

export type SalesResource<R extends SalesResourceName = SalesResourceName> = {
  api: R;
  words: SalesWords;
  /** Prefix of the detail's element ids ("pedido" → "pedido-datos"), ASCII. */
  idPrefix: string;
  /** The own and the served list; a record opens under its list's path. */
  paths: Record<SalesScope, PanelPath>;
  statuses: StatusTable<string>;
  /** The lists' own texts. */
  list: {
    intro: { own: string; admin: string; distributor: string };
    /** An own list with nothing yet (it offers the way to the quoter). */
    emptyOwn: { title: string; body: ReactNode };
    /** A served list with nothing yet, titled for the role. */
    emptyServed: { admin: string; distributor: string; body: ReactNode };
    /** The title when the filters match nothing. */
    noMatch: string;
  };
  /**
   * The lists' last column, from what the server sent with the record (its status, the actions
   * the reader may take): the step waiting on the reader, or the record's detail when none is.
   * A method, so a resource of one kind is still a `SalesResource`.
   */
  nextStep(record: SaleRecord<R>, scope: SalesScope): NextStep;
};

/** Where a record of this list opens: /panel/listas/ordenes-admin/41. */
export function detailHref(resource: Pick<SalesResource, 'paths'>, scope: SalesScope, id: number): string {
  return `${resource.paths[scope]}/${id}`;
}

/** The link above a detail back to its list, named as the list's title ("Pedidos de clientes"). */
export function backToList(resource: Pick<SalesResource, 'paths'>, scope: SalesScope): { href: string; label: string } {
  const path = resource.paths[scope];
  return { href: path, label: getPanelRoute(path).title };
}

/**
 * After a change to a record: every read of the resource on screen (own and served lists, the
 * record itself: they all start with /api/orders or /api/quotes) and the counters.
 */
export function refreshResource(resource: Pick<SalesResource, 'api'>): Promise<unknown> {
  return refreshAfterChange([salesPathPrefix(resource.api)]);
}

/** "el pedido" → "El pedido", to start a sentence. */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
