import { fixtureCatalog as c } from '@/tests/support/catalog-fixture';
import { motorizationPreset, presetNames, resolvePreset } from './preset';

describe('the quoter link preset (?tipo=&modelo=&tela=&color=)', () => {
  it('keeps what exists in the catalogue', () => {
    expect(resolvePreset(c, 'persianas', { tipo: 'enrollables', tela: 'screen-5', color: 'negro' })).toEqual({
      line: 'persianas',
      type: 'enrollables',
      fabric: 'screen-5',
      color: 'negro',
    });
    expect(
      resolvePreset(c, 'toldos', { tipo: 'retractiles', modelo: 'cofre', tela: 'acrilico', color: 'arena' }),
    ).toEqual({ line: 'toldos', type: 'retractiles', model: 'cofre', fabric: 'acrilico', color: 'arena' });
  });

  it('drops what does not exist, never guessing', () => {
    expect(resolvePreset(c, 'persianas', { tipo: 'enrollables', tela: 'screen-5', color: 'rosa' })).toEqual({
      line: 'persianas',
      type: 'enrollables',
      fabric: 'screen-5',
    });
    expect(resolvePreset(c, 'persianas', { tipo: 'enrollables', tela: 'acrilico' })).toEqual({
      line: 'persianas',
      type: 'enrollables',
    });
    expect(resolvePreset(c, 'persianas', { tipo: 'no-existe' })).toEqual({ line: 'persianas' });
    expect(resolvePreset(c, 'toldos', { tipo: 'enrollables' })).toEqual({ line: 'toldos' });
    expect(resolvePreset(c, 'toldos', { tipo: 'retractiles', modelo: 'otro' })).toEqual({
      line: 'toldos',
      type: 'retractiles',
    });
  });

  it('finds the type from the fabric when the link has no type, and reads the first of repeated parameters', () => {
    expect(resolvePreset(c, 'persianas', { tela: 'screen-5', color: 'blanco' })).toEqual({
      line: 'persianas',
      type: 'enrollables',
      fabric: 'screen-5',
      color: 'blanco',
    });
    expect(resolvePreset(c, 'persianas', { tipo: ['ENROLLABLES', 'romanas'] })).toEqual({
      line: 'persianas',
      type: 'enrollables',
    });
  });

  it('is null without parameters', () => {
    expect(resolvePreset(c, 'persianas', {})).toBeNull();
    expect(resolvePreset(c, 'persianas', { tipo: '  ' })).toBeNull();
  });

  it('names the fabric and colour for the header', () => {
    const names = presetNames(
      c,
      resolvePreset(c, 'persianas', { tipo: 'enrollables', tela: 'screen-5', color: 'negro' }),
    );
    expect(names?.fabric?.name).toBe('Screen 5 %');
    expect(names?.color?.name).toBe('Negro');
    expect(presetNames(c, null)).toBeNull();
    expect(presetNames(c, { line: 'persianas' })).toBeNull();
  });
});

describe('/motorizacion/cotizador', () => {
  it('opens on a blind of the first type with the most capable blind motor chosen', async () => {
    const { initialDraft } = await import('./state');
    const preset = motorizationPreset(c);
    expect(preset).toEqual({
      line: 'persianas',
      type: c.types.find((t) => t.lineSlug === 'persianas')!.slug,
      motorized: true,
    });
    const piece = initialDraft(c, '', preset).pieces[0]!;
    const blindMotors = c.motors.filter((m) => m.kind === 'persiana');
    const widest = Math.max(...blindMotors.map((m) => m.maxAreaM2));
    expect(piece.line).toBe('persianas');
    expect(blindMotors.find((m) => m.slug === piece.motor)?.maxAreaM2).toBe(widest);
  });
});
