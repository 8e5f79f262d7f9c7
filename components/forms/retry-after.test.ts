import { retryAfterMessage } from './retry-after';

// 14:00 in Mexico City (UTC−6).
const NOW = Date.parse('2026-03-10T20:00:00Z');

describe('retryAfterMessage', () => {
  it('agrees with what is sent again', () => {
    expect(retryAfterMessage(30, 'lo', NOW)).toBe('Podrás enviarlo de nuevo en 30 segundos.');
    expect(retryAfterMessage(30, 'la', NOW)).toBe('Podrás enviarla de nuevo en 30 segundos.');
  });

  it('asks for a few minutes when the reply gave no Retry-After', () => {
    expect(retryAfterMessage(null, 'la', NOW)).toBe('Espera unos minutos antes de enviarla de nuevo.');
  });

  it('says it can be sent now once the wait is over', () => {
    expect(retryAfterMessage(0, 'lo', NOW)).toBe('Ya puedes enviarlo de nuevo.');
  });

  it('says "1 segundo", not "1 segundos"', () => {
    expect(retryAfterMessage(1, 'la', NOW)).toBe('Podrás enviarla de nuevo en 1 segundo.');
  });

  it('gives the clock time and the wait in minutes, then in hours', () => {
    const inFive = retryAfterMessage(300, 'lo', NOW);
    expect(inFive).toMatch(/^Podrás enviarlo de nuevo a partir de las 14:05 \(en unos 5 minutos\)\.$/);
    expect(retryAfterMessage(60, 'lo', NOW)).toMatch(/\(en unos 1 minuto\)\.$/);
    expect(retryAfterMessage(3 * 3600, 'la', NOW)).toMatch(/\(en unos 3 horas\)\.$/);
  });
});
