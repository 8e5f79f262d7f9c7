/** @jest-environment node */
import { parseCsvRecords, parseInegiMunicipalitiesCsv } from './inegi-csv';

describe('parseCsvRecords', () => {
  it('handles quoted commas, doubled quotes and line breaks inside quotes', () => {
    const { records, error } = parseCsvRecords('a,"b, c","say ""hi"""\n"multi\nline",x,y\nlast,1,2');
    expect(error).toBeNull();
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b, c', 'say "hi"'] },
      { line: 2, fields: ['multi\nline', 'x', 'y'] },
      { line: 4, fields: ['last', '1', '2'] },
    ]);
  });

  it('reports an unterminated quote', () => {
    const { error } = parseCsvRecords('a,b\n"open,c\n');
    expect(error).toMatch(/Línea 2: comillas sin cerrar/);
  });
});

describe('parseInegiMunicipalitiesCsv', () => {
  it('reads the standard header', () => {
    const csv = [
      'CVE_ENT,NOM_ENT,CVE_MUN,NOM_MUN',
      '14,Jalisco,039,Guadalajara',
      '14,Jalisco,120,Zapopan',
      '09,Ciudad de México,014,Benito Juárez',
    ].join('\n');
    const result = parseInegiMunicipalitiesCsv(csv);
    expect(result.errors).toEqual([]);
    expect(result.states).toEqual([
      { id: 9, code: '09', name: 'Ciudad de México' },
      { id: 14, code: '14', name: 'Jalisco' },
    ]);
    expect(result.municipalities).toEqual([
      { stateId: 9, code: '014', name: 'Benito Juárez' },
      { stateId: 14, code: '039', name: 'Guadalajara' },
      { stateId: 14, code: '120', name: 'Zapopan' },
    ]);
  });

  it('accepts the columns in another order, among other columns', () => {
    const csv = [
      'CVEGEO,NOM_MUN,POB_TOTAL,CVE_MUN,NOM_ABR,NOM_ENT,CVE_ENT',
      '19039,Monterrey,1142994,039,NL,Nuevo León,19',
      '19019,San Pedro Garza García,132169,019,NL,Nuevo León,19',
    ].join('\n');
    const result = parseInegiMunicipalitiesCsv(csv);
    expect(result.errors).toEqual([]);
    expect(result.states).toEqual([{ id: 19, code: '19', name: 'Nuevo León' }]);
    expect(result.municipalities).toEqual([
      { stateId: 19, code: '019', name: 'San Pedro Garza García' },
      { stateId: 19, code: '039', name: 'Monterrey' },
    ]);
  });

  it('keeps commas and doubled quotes inside quoted names', () => {
    const csv = [
      '"CVE_ENT","NOM_ENT","CVE_MUN","NOM_MUN"',
      '"20","Oaxaca","549","Heroica Villa Tezoatlán de Segura y Luna, Cuna de la Independencia de Oaxaca"',
      '"30","Veracruz de Ignacio de la Llave","193","Veracruz ""Puerto"""',
    ].join('\n');
    const result = parseInegiMunicipalitiesCsv(csv);
    expect(result.errors).toEqual([]);
    expect(result.municipalities).toEqual([
      {
        stateId: 20,
        code: '549',
        name: 'Heroica Villa Tezoatlán de Segura y Luna, Cuna de la Independencia de Oaxaca',
      },
      { stateId: 30, code: '193', name: 'Veracruz "Puerto"' },
    ]);
  });

  it('ignores a UTF-8 BOM before the header', () => {
    const result = parseInegiMunicipalitiesCsv(
      '\uFEFFCVE_ENT,NOM_ENT,CVE_MUN,NOM_MUN\n01,Aguascalientes,001,Aguascalientes\n',
    );
    expect(result.errors).toEqual([]);
    expect(result.states).toEqual([{ id: 1, code: '01', name: 'Aguascalientes' }]);
    expect(result.municipalities).toEqual([{ stateId: 1, code: '001', name: 'Aguascalientes' }]);
  });

  it('reads CRLF line endings and skips blank lines', () => {
    const csv =
      'CVE_ENT,NOM_ENT,CVE_MUN,NOM_MUN\r\n\r\n31,Yucatán,050,Mérida\r\n   \r\n31,Yucatán,102,Valladolid\r\n\r\n';
    const result = parseInegiMunicipalitiesCsv(csv);
    expect(result.errors).toEqual([]);
    expect(result.municipalities).toEqual([
      { stateId: 31, code: '050', name: 'Mérida' },
      { stateId: 31, code: '102', name: 'Valladolid' },
    ]);
  });

  it('pads codes that lost their leading zeros', () => {
    const csv =
      'CVE_ENT,NOM_ENT,CVE_MUN,NOM_MUN\n1,Aguascalientes,1,Aguascalientes\n9,Ciudad de México,15,Cuauhtémoc\n';
    const result = parseInegiMunicipalitiesCsv(csv);
    expect(result.errors).toEqual([]);
    expect(result.states.map((s) => s.code)).toEqual(['01', '09']);
    expect(result.municipalities).toEqual([
      { stateId: 1, code: '001', name: 'Aguascalientes' },
      { stateId: 9, code: '015', name: 'Cuauhtémoc' },
    ]);
  });

  it('reports invalid lines by number and keeps the valid ones', () => {
    const csv = [
      'CVE_ENT,NOM_ENT,CVE_MUN,NOM_MUN', // line 1
      '14,Jalisco,039,Guadalajara', //      line 2
      '14,Jalisco,,Sin clave', //           line 3
      'xx,Jalisco,120,Zapopan', //          line 4
      '33,Atlántida,001,Poseidonia', //     line 5
      '14,Jalisco,1234,Demasiado largo', // line 6
      '14,Jalisco,101,', //                 line 7
      '14,Jalisco,101,Tonalá', //           line 8
    ].join('\n');
    const result = parseInegiMunicipalitiesCsv(csv);
    expect(result.municipalities).toEqual([
      { stateId: 14, code: '039', name: 'Guadalajara' },
      { stateId: 14, code: '101', name: 'Tonalá' },
    ]);
    expect(result.errors).toHaveLength(5);
    expect(result.errors[0]).toMatch(/^Línea 3: .*CVE_MUN/);
    expect(result.errors[1]).toMatch(/^Línea 4: .*CVE_ENT.*«xx»/);
    expect(result.errors[2]).toMatch(/^Línea 5: .*CVE_ENT/);
    expect(result.errors[3]).toMatch(/^Línea 6: .*CVE_MUN/);
    expect(result.errors[4]).toMatch(/^Línea 7: .*NOM_MUN/);
  });

  it('counts line numbers from the physical line even after a quoted line break', () => {
    const csv = 'CVE_ENT,NOM_ENT,CVE_MUN,NOM_MUN\n14,Jalisco,039,"Guada\nlajara"\n14,Jalisco,abc,Zapopan\n';
    const result = parseInegiMunicipalitiesCsv(csv);
    expect(result.errors).toEqual([expect.stringMatching(/^Línea 4: /)]);
  });

  it('drops repeated rows and reports a conflicting name', () => {
    const csv = [
      'CVE_ENT,NOM_ENT,CVE_MUN,NOM_MUN',
      '14,Jalisco,039,Guadalajara',
      '14,Jalisco,039,Guadalajara',
      '14,Jalisco,39,Guadalajara',
      '14,Jalisco,039,Guadalaxara',
    ].join('\n');
    const result = parseInegiMunicipalitiesCsv(csv);
    expect(result.states).toHaveLength(1);
    expect(result.municipalities).toEqual([{ stateId: 14, code: '039', name: 'Guadalajara' }]);
    expect(result.errors).toEqual([expect.stringMatching(/^Línea 5: el municipio 14-039 .*se conserva «Guadalajara»/)]);
  });

  it('fails with a clear message when a required column is missing', () => {
    const result = parseInegiMunicipalitiesCsv('CVE_ENT,NOM_ENT,NOM_MUN\n14,Jalisco,Guadalajara\n');
    expect(result.states).toEqual([]);
    expect(result.municipalities).toEqual([]);
    expect(result.errors).toEqual([expect.stringMatching(/^Línea 1: falta la columna obligatoria CVE_MUN/)]);
  });

  it('names every missing column', () => {
    const result = parseInegiMunicipalitiesCsv('ESTADO,MUNICIPIO\nJalisco,Guadalajara\n');
    expect(result.errors).toEqual([
      expect.stringMatching(/faltan las columnas obligatorias CVE_ENT, NOM_ENT, CVE_MUN, NOM_MUN/),
    ]);
  });

  it('reports an empty file', () => {
    expect(parseInegiMunicipalitiesCsv('\uFEFF\n\n').errors).toEqual([expect.stringMatching(/vacío/)]);
  });

  it('accepts a tab-separated export too', () => {
    const result = parseInegiMunicipalitiesCsv('CVE_ENT\tNOM_ENT\tCVE_MUN\tNOM_MUN\n22\tQuerétaro\t14\tQuerétaro\n');
    expect(result.errors).toEqual([]);
    expect(result.municipalities).toEqual([{ stateId: 22, code: '014', name: 'Querétaro' }]);
  });
});
