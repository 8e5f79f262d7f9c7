// Parser for INEGI's municipality catalogue (Marco Geoestadístico / AGEEML) exported as CSV.
// Needs the columns CVE_ENT, NOM_ENT, CVE_MUN and NOM_MUN, in any order and among any
// others. Handles RFC 4180 quoting (commas, line breaks and doubled quotes inside quotes),
// a UTF-8 BOM, CRLF or LF, codes without leading zeros, blank lines and repeated rows.
// Bad rows are reported in `errors` (in Spanish, with the line number) and skipped.

type InegiState = { id: number; code: string; name: string };
type InegiMunicipality = { stateId: number; code: string; name: string };
type InegiParseResult = { states: InegiState[]; municipalities: InegiMunicipality[]; errors: string[] };

const REQUIRED = ['CVE_ENT', 'NOM_ENT', 'CVE_MUN', 'NOM_MUN'] as const;
type Column = (typeof REQUIRED)[number];

/** Column lengths in the database (states.name, municipalities.name). */
const MAX_STATE_NAME = 80;
const MAX_MUNICIPALITY_NAME = 120;

type CsvRecord = { line: number; fields: string[] };

/**
 * Splits CSV text into records (RFC 4180). `line` is the 1-based physical line where the
 * record starts, so a quoted field with line breaks does not shift later line numbers.
 */
export function parseCsvRecords(text: string, delimiter = ','): { records: CsvRecord[]; error: string | null } {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let inQuotes = false;
  let quotedStartLine = 0;
  let line = 1;
  let recordLine = 1;
  let i = 0;

  const endField = () => {
    fields.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push({ line: recordLine, fields });
    fields = [];
  };

  while (i < text.length) {
    const ch = text[i]!;
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
        i += 1;
        continue;
      }
      if (ch === '\r' && text[i + 1] === '\n') {
        field += '\n';
        line += 1;
        i += 2;
        continue;
      }
      if (ch === '\n' || ch === '\r') {
        field += '\n';
        line += 1;
        i += 1;
        continue;
      }
      field += ch;
      i += 1;
      continue;
    }
    if (ch === '"') {
      // A quote opens a quoted section anywhere in the field; RFC 4180 only allows it at the
      // start, but being lenient here keeps stray quotes from eating the rest of the file.
      inQuotes = true;
      quotedStartLine = line;
      i += 1;
      continue;
    }
    if (ch === delimiter) {
      endField();
      i += 1;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
      continue;
    }
    field += ch;
    i += 1;
  }
  if (inQuotes) {
    return { records, error: `Línea ${quotedStartLine}: comillas sin cerrar; se ignoró el resto del archivo.` };
  }
  // Last record without a trailing line break.
  if (field !== '' || fields.length > 0) endRecord();
  return { records, error: null };
}

const isBlank = (fields: string[]) => fields.every((f) => f.trim() === '');

const normalizeHeader = (h: string) =>
  h
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/^"|"$/g, '')
    .trim()
    .toUpperCase();

/** Picks the delimiter from the header line: comma unless the header clearly uses ; or tab. */
function detectDelimiter(text: string): string {
  const firstLine = text.split(/\r\n|\n|\r/).find((l) => l.trim() !== '') ?? '';
  const count = (d: string) => firstLine.split(d).length - 1;
  if (count(',') > 0) return ',';
  if (count('\t') > 0) return '\t';
  if (count(';') > 0) return ';';
  return ',';
}

/** '1' → '01'; null when not 1..maxDigits digits or zero. */
function padCode(raw: string, digits: number): string | null {
  const value = raw.trim();
  if (!/^\d+$/.test(value)) return null;
  const n = Number(value);
  if (n <= 0 || value.replace(/^0+/, '').length > digits) return null;
  return String(n).padStart(digits, '0');
}

const cleanName = (raw: string) => raw.replace(/\s+/g, ' ').trim();

export function parseInegiMunicipalitiesCsv(text: string): InegiParseResult {
  const errors: string[] = [];
  const source = text.replace(/^\uFEFF/, '');
  const { records, error } = parseCsvRecords(source, detectDelimiter(source));

  const headerIndex = records.findIndex((r) => !isBlank(r.fields));
  if (headerIndex === -1) {
    return { states: [], municipalities: [], errors: ['El archivo está vacío: no tiene encabezado ni datos.'] };
  }
  const header = records[headerIndex]!;
  const names = header.fields.map(normalizeHeader);
  const index = {} as Record<Column, number>;
  const missing: Column[] = [];
  for (const column of REQUIRED) {
    const at = names.indexOf(column);
    if (at === -1) missing.push(column);
    else index[column] = at;
  }
  if (missing.length > 0) {
    const list = missing.join(', ');
    return {
      states: [],
      municipalities: [],
      errors: [
        `Línea ${header.line}: ${missing.length === 1 ? 'falta la columna obligatoria' : 'faltan las columnas obligatorias'} ${list} ` +
          `en el encabezado (se esperan ${REQUIRED.join(', ')}).`,
      ],
    };
  }

  const states = new Map<number, InegiState>();
  const municipalities = new Map<string, InegiMunicipality>();

  for (const record of records.slice(headerIndex + 1)) {
    if (isBlank(record.fields)) continue;
    const at = (column: Column) => record.fields[index[column]] ?? '';
    const where = `Línea ${record.line}`;

    const stateCode = padCode(at('CVE_ENT'), 2);
    const stateId = stateCode === null ? NaN : Number(stateCode);
    if (stateCode === null || stateId < 1 || stateId > 32) {
      errors.push(
        `${where}: clave de entidad (CVE_ENT) vacía o inválida: «${at('CVE_ENT').trim()}». Se omitió la fila.`,
      );
      continue;
    }
    const municipalityCode = padCode(at('CVE_MUN'), 3);
    if (municipalityCode === null) {
      errors.push(
        `${where}: clave de municipio (CVE_MUN) vacía o inválida: «${at('CVE_MUN').trim()}». Se omitió la fila.`,
      );
      continue;
    }
    const stateName = cleanName(at('NOM_ENT'));
    const municipalityName = cleanName(at('NOM_MUN'));
    if (stateName === '' || municipalityName === '') {
      const what = stateName === '' ? 'el nombre de la entidad (NOM_ENT)' : 'el nombre del municipio (NOM_MUN)';
      errors.push(`${where}: falta ${what}. Se omitió la fila.`);
      continue;
    }
    if (stateName.length > MAX_STATE_NAME || municipalityName.length > MAX_MUNICIPALITY_NAME) {
      const what =
        stateName.length > MAX_STATE_NAME
          ? `el nombre de la entidad supera ${MAX_STATE_NAME}`
          : `el nombre del municipio supera ${MAX_MUNICIPALITY_NAME}`;
      errors.push(`${where}: ${what} caracteres. Se omitió la fila.`);
      continue;
    }

    const knownState = states.get(stateId);
    if (!knownState) {
      states.set(stateId, { id: stateId, code: stateCode, name: stateName });
    } else if (knownState.name !== stateName) {
      errors.push(
        `${where}: la entidad ${stateCode} aparece como «${stateName}» y antes como «${knownState.name}»; se conserva «${knownState.name}».`,
      );
    }

    const key = `${stateCode}-${municipalityCode}`;
    const knownMunicipality = municipalities.get(key);
    if (!knownMunicipality) {
      municipalities.set(key, { stateId, code: municipalityCode, name: municipalityName });
    } else if (knownMunicipality.name !== municipalityName) {
      errors.push(
        `${where}: el municipio ${key} aparece como «${municipalityName}» y antes como «${knownMunicipality.name}»; se conserva «${knownMunicipality.name}».`,
      );
    }
    // Exact repeats (one row per locality in some INEGI files) are dropped silently.
  }
  if (error) errors.push(error);

  return {
    states: [...states.values()].sort((a, b) => a.id - b.id),
    municipalities: [...municipalities.values()].sort((a, b) => a.stateId - b.stateId || a.code.localeCompare(b.code)),
    errors,
  };
}
