import 'server-only';
import type { CsvValue } from '@/lib/format/csv';
import { formatIsoMinute, mexicoDay } from '@/lib/format/dates';
import { ORDER_STATUS_LABELS, PRICE_LIST_LABELS, QUOTE_STATUS_LABELS } from '@/lib/content/sales-status';
import { toDecimal } from '@/lib/pricing/money';
import type { OrderExportRow } from '@/lib/server/services/orders';
import type { QuoteExportRow } from '@/lib/server/services/quotes';
import type { UserExportRow } from '@/lib/server/services/users';
import { AUDIT_ENTITY_LABELS, AUDIT_KIND_LABELS, type AuditEntry } from '@/lib/contract/audit';

// What each export's columns are: a Spanish header and how a row fills it. Money as plain decimals
// ("1234.50", no symbol nor thousands separator, so a spreadsheet sums it), dates and times as
// "2026-11-24 15:30" in Mexico City time (one format everywhere; spreadsheets read it as a date),
// statuses with the labels the panel shows, yes/no as "Sí"/"No" (lib/format/csv.ts).

export type Column<R> = { header: string; value: (row: R) => CsvValue };
export type Sheet<R> = { name: string; columns: readonly Column<R>[] };

/** What a quote's row and an order's share: who, through whom, at which prices, and the totals. */
type SaleRow = Pick<
  QuoteExportRow,
  | 'customerName'
  | 'customerEmail'
  | 'customerPhone'
  | 'distributor'
  | 'priceList'
  | 'items'
  | 'subtotalCents'
  | 'taxCents'
  | 'totalCents'
>;
const SALE_COLUMNS: readonly Column<SaleRow>[] = [
  { header: 'Cliente', value: (r) => r.customerName },
  { header: 'Correo', value: (r) => r.customerEmail },
  { header: 'Teléfono', value: (r) => r.customerPhone },
  { header: 'Distribuidor', value: (r) => r.distributor },
  { header: 'Lista de precios', value: (r) => PRICE_LIST_LABELS[r.priceList] },
  { header: 'Partidas', value: (r) => r.items },
  { header: 'Subtotal', value: (r) => toDecimal(r.subtotalCents) },
  { header: 'IVA', value: (r) => toDecimal(r.taxCents) },
  { header: 'Total', value: (r) => toDecimal(r.totalCents) },
];

export const QUOTES_SHEET: Sheet<QuoteExportRow> = {
  name: 'cotizaciones',
  columns: [
    { header: 'Folio', value: (r) => r.folio },
    { header: 'Fecha', value: (r) => formatIsoMinute(r.createdAt) },
    { header: 'Estado', value: (r) => QUOTE_STATUS_LABELS[r.status] },
    { header: 'Vigente hasta', value: (r) => mexicoDay(r.validUntil) },
    ...SALE_COLUMNS,
    { header: 'Moneda', value: () => 'MXN' },
    { header: 'Comentarios', value: (r) => r.notes },
  ],
};

export const ORDERS_SHEET: Sheet<OrderExportRow> = {
  name: 'pedidos',
  columns: [
    { header: 'Folio', value: (r) => r.folio },
    { header: 'Fecha', value: (r) => formatIsoMinute(r.createdAt) },
    { header: 'Estado', value: (r) => ORDER_STATUS_LABELS[r.status] },
    ...SALE_COLUMNS,
    { header: 'Pagado con monedero', value: (r) => toDecimal(r.walletAppliedCents) },
    { header: 'Por pagar', value: (r) => toDecimal(r.totalCents - r.walletAppliedCents) },
    { header: 'Moneda', value: () => 'MXN' },
    { header: 'Dirección de envío', value: (r) => r.shippingAddress },
    { header: 'Comentarios', value: (r) => r.notes },
  ],
};

export const USERS_SHEET: Sheet<UserExportRow> = {
  name: 'usuarios',
  columns: [
    { header: 'ID', value: (r) => r.id },
    { header: 'Nombre', value: (r) => r.name },
    { header: 'Correo', value: (r) => r.email },
    { header: 'Teléfono', value: (r) => r.phone },
    { header: 'WhatsApp', value: (r) => r.whatsapp },
    { header: 'Empresa', value: (r) => r.company },
    { header: 'RFC', value: (r) => r.rfc },
    { header: 'Rol', value: (r) => r.role },
    { header: 'Estado', value: (r) => r.state },
    { header: 'Municipio', value: (r) => r.municipality },
    { header: 'Dirección', value: (r) => r.address },
    { header: 'Código postal', value: (r) => r.postalCode },
    { header: 'Activo', value: (r) => r.active },
    { header: 'En el mapa', value: (r) => r.showOnMap },
    { header: 'Distribuidor', value: (r) => r.distributor },
    { header: 'Alta', value: (r) => formatIsoMinute(r.createdAt) },
  ],
};

/** The audit trail: one row per change, with the values before and after as JSON for whoever checks them. */
export const AUDIT_SHEET: Sheet<AuditEntry> = {
  name: 'auditoria',
  columns: [
    { header: 'Fecha', value: (r) => formatIsoMinute(new Date(r.at)) },
    { header: 'Tipo de cambio', value: (r) => AUDIT_KIND_LABELS[r.kind] },
    { header: 'Registro', value: (r) => AUDIT_ENTITY_LABELS[r.entity] },
    { header: 'Número', value: (r) => r.entity_id },
    { header: 'Nombre', value: (r) => r.entity_label },
    { header: 'Cambio', value: (r) => r.change },
    { header: 'Quién', value: (r) => r.actor_name },
    { header: 'Tipo de autor', value: (r) => r.actor_kind },
    { header: 'Antes', value: (r) => (r.before ? JSON.stringify(r.before) : null) },
    { header: 'Después', value: (r) => (r.after ? JSON.stringify(r.after) : null) },
    { header: 'Nota', value: (r) => r.note },
  ],
};

export const headersOf = <R>(sheet: Sheet<R>): string[] => sheet.columns.map((c) => c.header);

/** A row's cells, in the sheet's column order. */
export const cellsOf = <R>(sheet: Sheet<R>, row: R): CsvValue[] => sheet.columns.map((c) => c.value(row));

/** "cotizaciones-2026-11-24.csv": the sheet's name and today's date in Mexico City. */
export const exportFileName = (sheet: Sheet<unknown>, extension: string, now = new Date()): string =>
  `${sheet.name}-${mexicoDay(now)}.${extension}`;
