import {
  QUOTE_VALIDITY_DAYS,
  addDays,
  quoteValidUntil,
  quoteValidityText,
  validityLabel,
  validityOf,
  validityRange,
} from './validity';

describe('validity of dated files', () => {
  it('is vigente on both end days, próxima before, vencida after, null without dates', () => {
    expect(validityOf('2026-11-01', '2026-12-15', '2026-11-01')).toBe('vigente');
    expect(validityOf('2026-11-01', '2026-12-15', '2026-12-15')).toBe('vigente');
    expect(validityOf('2026-11-01', '2026-12-15', '2026-10-31')).toBe('proxima');
    expect(validityOf('2026-11-01', '2026-12-15', '2026-12-16')).toBe('vencida');
    expect(validityOf('2026-11-01', null, '2030-01-01')).toBe('vigente');
    expect(validityOf(null, null, '2026-11-01')).toBeNull();
  });

  it('says the range in Spanish, the year once when shared', () => {
    expect(validityRange('2026-11-01', '2026-12-15')).toBe('del 1 de noviembre al 15 de diciembre de 2026');
    expect(validityRange('2026-12-15', '2027-01-10')).toBe('del 15 de diciembre de 2026 al 10 de enero de 2027');
    expect(validityRange('2026-11-01', null)).toBe('desde el 1 de noviembre de 2026');
    expect(validityRange(null, null)).toBeNull();
  });

  it('labels each state', () => {
    expect(validityLabel('2026-11-01', '2026-12-15', '2026-11-24')).toBe(
      'Vigente del 1 de noviembre al 15 de diciembre de 2026',
    );
    expect(validityLabel('2026-08-01', '2026-09-30', '2026-11-24')).toBe(
      'Vencida (del 1 de agosto al 30 de septiembre de 2026)',
    );
    expect(validityLabel('2027-01-01', '2027-01-31', '2026-11-24')).toMatch(/^Próximamente \(del 1 de enero/);
  });

  it('shifts days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('how long a quote holds', () => {
  it('is one figure, stated one way: the date and the days', () => {
    expect(QUOTE_VALIDITY_DAYS).toBe(15);
    const issued = new Date('2026-07-01T17:00:00Z');
    const until = quoteValidUntil(issued);
    expect(until.toISOString()).toBe('2026-07-16T17:00:00.000Z');
    expect(quoteValidityText(until.toISOString())).toBe('vigente hasta el 16 de julio de 2026 (15 días)');
  });

  it("keeps a stored quote's own days", () => {
    expect(quoteValidityText('2026-07-31T17:00:00.000Z', '2026-07-01T17:00:00.000Z')).toBe(
      'vigente hasta el 31 de julio de 2026 (30 días)',
    );
  });
});
