// Two pieces a quote can hold, as the quoter and a share link send them: a motorised roller blind
// and an awning with a wind sensor. For the unit tests of what carries a configuration.
import type { ItemConfig } from '@/lib/contract/quote-config';

export const SAMPLE_BLIND: ItemConfig = {
  line: 'persianas',
  type: 'enrollables',
  fabric: 'blackout-premium',
  color: 'marfil',
  width_cm: 150.5,
  height_cm: 180,
  quantity: 2,
  room: 'Recámara',
  options: { motor: 'solara-motion-30', gallery: 'cassette', installation: true, wind_sensor: false },
};

export const SAMPLE_AWNING: ItemConfig = {
  line: 'toldos',
  type: 'retractiles',
  model: 'brazo-invisible',
  fabric: 'acrilica',
  color: 'rayas',
  width_cm: 400,
  projection_cm: 250,
  quantity: 1,
  room: null,
  options: { motor: 'somfy', gallery: null, installation: false, wind_sensor: true },
};

/** The blind the sale's API tests quote, order and install: one plain roller blind, installed. */
export const INSTALLED_BLIND: ItemConfig = {
  line: 'persianas',
  type: 'enrollables',
  fabric: 'blackout-premium',
  color: 'marfil',
  width_cm: 150,
  height_cm: 180,
  quantity: 1,
  room: 'Sala',
  options: { motor: null, gallery: null, installation: true },
};

/** POST /api/orders/{id}/payments: the order's deposit, paid in cash today. */
export function cashDeposit(order: { deposit: string }) {
  return {
    kind: 'anticipo',
    method: 'efectivo',
    amount: order.deposit,
    paid_on: new Date().toISOString().slice(0, 10),
  };
}
