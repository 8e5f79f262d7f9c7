import {
  canDeleteQuote,
  QUOTE_STATUS_INFO,
  QUOTE_STATUS_OPTIONS,
  quoteStatusInfo,
  quoteStatusTargets,
} from './quote-status';

describe('quote status labels', () => {
  it('gives every status a Spanish label and a colour', () => {
    expect(QUOTE_STATUS_INFO).toEqual({
      borrador: { label: 'Borrador', tone: 'neutral' },
      solicitada: { label: 'Solicitada', tone: 'warning' },
      enviada: { label: 'Enviada', tone: 'info' },
      cambios: { label: 'Cambios pedidos', tone: 'warning' },
      aceptada: { label: 'Aceptada', tone: 'success' },
      rechazada: { label: 'Rechazada', tone: 'danger' },
      vencida: { label: 'Vencida', tone: 'neutral' },
    });
    expect(QUOTE_STATUS_OPTIONS.map((option) => option.value)).toEqual([
      'borrador',
      'solicitada',
      'enviada',
      'cambios',
      'aceptada',
      'rechazada',
      'vencida',
    ]);
  });

  it('shows an unknown status as received, in neutral', () => {
    expect(quoteStatusInfo('archivada')).toEqual({ label: 'archivada', tone: 'neutral' });
  });
});

describe('quoteStatusTargets', () => {
  it('offers distributors and admins the four statuses the API accepts, minus the current one', () => {
    expect(quoteStatusTargets('borrador', 'distributor')).toEqual(['enviada', 'aceptada', 'rechazada', 'vencida']);
    expect(quoteStatusTargets('solicitada', 'admin')).toEqual(['enviada', 'aceptada', 'rechazada', 'vencida']);
    expect(quoteStatusTargets('enviada', 'distributor')).toEqual(['aceptada', 'rechazada', 'vencida']);
  });

  it.each(['aceptada', 'rechazada', 'vencida'])('offers nothing once the quote is %s (final)', (status) => {
    expect(quoteStatusTargets(status, 'admin')).toEqual([]);
  });

  it('where the host closes sales in the portal, offers only the labels that close a quote', () => {
    expect(quoteStatusTargets('solicitada', 'distributor', true)).toEqual(['rechazada', 'vencida']);
    expect(quoteStatusTargets('cambios', 'admin', true)).toEqual(['rechazada', 'vencida']);
  });

  it('offers customers nothing', () => {
    expect(quoteStatusTargets('borrador', 'customer')).toEqual([]);
    expect(quoteStatusTargets('enviada', undefined)).toEqual([]);
  });
});

describe('canDeleteQuote', () => {
  const quote = (status: 'borrador' | 'enviada', ownerId: number | null) => ({
    status,
    customer: { id: ownerId, name: 'A', email: null, phone: null },
  });

  it('lets only the author delete, and only a draft', () => {
    expect(canDeleteQuote(quote('borrador', 7), 7)).toBe(true);
    expect(canDeleteQuote(quote('borrador', 7), 8)).toBe(false);
    expect(canDeleteQuote(quote('enviada', 7), 7)).toBe(false);
    expect(canDeleteQuote(quote('borrador', null), undefined)).toBe(false);
  });
});
