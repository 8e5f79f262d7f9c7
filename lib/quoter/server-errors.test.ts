import { splitServerErrors } from './server-errors';

describe('a 422 split for the screen', () => {
  it('puts items.N.field at piece N, the rest on the form or the whole quote', () => {
    const split = splitServerErrors(
      {
        'items.1.width_cm': ['El ancho debe estar entre 30 y 350 cm.'],
        'items.1.options.motor': ['Elige otro motor.'],
        'items.5.color': ['Sin pieza'],
        items: ['Agrega al menos una pieza a la cotización.'],
        email: ['El campo correo electrónico es obligatorio.'],
      },
      ['p1', 'p4'],
    );
    expect(split.pieces).toEqual({
      p4: { width_cm: ['El ancho debe estar entre 30 y 350 cm.'], 'options.motor': ['Elige otro motor.'] },
    });
    expect(split.quote).toEqual(['Sin pieza', 'Agrega al menos una pieza a la cotización.']);
    expect(split.fields).toEqual({ email: ['El campo correo electrónico es obligatorio.'] });
    expect(splitServerErrors(undefined, [])).toEqual({ pieces: {}, quote: [], fields: {} });
  });
});
