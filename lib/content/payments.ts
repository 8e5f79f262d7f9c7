// The Spanish names of payments: the panel's ledger, the receipts and the mails read them here.
import type { PaymentKind, PaymentMethod, PaymentStatus } from '@/lib/contract/payments';
import type { OnlineChannel } from '@/lib/contract/online-payments';

export const PAYMENT_KIND_LABELS: Readonly<Record<PaymentKind, string>> = {
  anticipo: 'Anticipo',
  saldo: 'Pago del saldo',
  reembolso: 'Reembolso',
};

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  efectivo: 'Efectivo',
  spei: 'Transferencia SPEI',
  tarjeta: 'Tarjeta',
  deposito: 'Depósito bancario',
  monedero: 'Monedero',
  en_linea: 'Pago en línea',
};

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pendiente: 'Pendiente',
  confirmado: 'Confirmado',
  fallido: 'Rechazado',
  expirado: 'Vencido',
};

/** How an online payment was made, as its row in the ledger says it. */
export const ONLINE_CHANNEL_LABELS: Readonly<Record<OnlineChannel, string>> = {
  tarjeta: 'Tarjeta en línea',
  oxxo: 'Efectivo en OXXO',
  spei: 'Transferencia SPEI en línea',
};
