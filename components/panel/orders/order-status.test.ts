import type { OrderStatus } from '@/lib/contract/orders';
import {
  canCancelOwnOrder,
  historyTitle,
  ORDER_STATUS_INFO,
  orderStatusInfo,
  orderStatusTargets,
} from './order-status';

const order = (status: OrderStatus, next: OrderStatus[], ownerId = 7) => ({
  status,
  next_statuses: next,
  customer: { id: ownerId, name: 'Lucía', email: null, phone: null },
});

describe('order status labels', () => {
  it('gives every status a Spanish label and a colour', () => {
    expect(Object.fromEntries(Object.entries(ORDER_STATUS_INFO).map(([key, info]) => [key, info.label]))).toEqual({
      pendiente: 'Pendiente',
      confirmado: 'Confirmado',
      en_produccion: 'En producción',
      enviado: 'Enviado',
      instalado: 'Instalado',
      entregado: 'Entregado',
      cancelado: 'Cancelado',
    });
    expect(ORDER_STATUS_INFO.instalado.tone).toBe('success');
    expect(ORDER_STATUS_INFO.entregado.tone).toBe('success');
    expect(ORDER_STATUS_INFO.cancelado.tone).toBe('danger');
    expect(ORDER_STATUS_INFO.pendiente.tone).toBe('warning');
  });

  it('shows an unknown status as received', () => {
    expect(orderStatusInfo('devuelto')).toEqual({ label: 'devuelto', tone: 'neutral' });
  });

  it('titles the history entries', () => {
    expect(historyTitle(null, 'pendiente')).toBe('Pedido creado · Pendiente');
    expect(historyTitle('pendiente', 'confirmado')).toBe('Pendiente → Confirmado');
    expect(historyTitle('confirmado', 'en_produccion')).toBe('Confirmado → En producción');
  });
});

describe('orderStatusTargets', () => {
  it('offers staff exactly the next statuses the server sent, forward moves first and cancelling last', () => {
    expect(orderStatusTargets(order('pendiente', ['cancelado', 'confirmado']), 'distributor')).toEqual([
      'confirmado',
      'cancelado',
    ]);
    expect(orderStatusTargets(order('en_produccion', ['enviado', 'cancelado']), 'admin')).toEqual([
      'enviado',
      'cancelado',
    ]);
    expect(orderStatusTargets(order('enviado', ['entregado']), 'admin')).toEqual(['entregado']);
    expect(orderStatusTargets(order('entregado', []), 'admin')).toEqual([]);
  });

  it('ignores statuses it does not know', () => {
    expect(orderStatusTargets(order('pendiente', ['confirmado', 'perdido' as OrderStatus]), 'admin')).toEqual([
      'confirmado',
    ]);
  });

  it('offers customers no status change', () => {
    expect(orderStatusTargets(order('pendiente', ['confirmado', 'cancelado']), 'customer')).toEqual([]);
  });
});

describe('canCancelOwnOrder', () => {
  it('lets a customer cancel its own pending order', () => {
    expect(canCancelOwnOrder(order('pendiente', ['confirmado', 'cancelado']), 7)).toBe(true);
  });

  it('refuses another customer, a confirmed order, or one the server no longer lets cancel', () => {
    expect(canCancelOwnOrder(order('pendiente', ['confirmado', 'cancelado']), 8)).toBe(false);
    expect(canCancelOwnOrder(order('confirmado', ['en_produccion', 'cancelado']), 7)).toBe(false);
    expect(canCancelOwnOrder(order('pendiente', ['confirmado']), 7)).toBe(false);
    expect(canCancelOwnOrder(order('pendiente', ['cancelado']), null)).toBe(false);
  });
});
