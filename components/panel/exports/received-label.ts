// How much of an export has arrived: a streamed file has no size up front, so the bytes so far.

const KB = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });
const MB = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 0 → "Preparando el archivo…", 48_000 → "Descargando… 47 KB", 3_500_000 → "Descargando… 3.3 MB". */
export function receivedLabel(bytes: number): string {
  if (bytes <= 0) return 'Preparando el archivo…';
  if (bytes < 1024 * 1024) return `Descargando… ${KB.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `Descargando… ${MB.format(bytes / (1024 * 1024))} MB`;
}
