// Links into the quoter with a product chosen (the quoter reads these query parameters).
type QuoterPreset = {
  line: 'persianas' | 'toldos';
  type?: string;
  fabric?: string;
  color?: string;
  model?: string;
};

export function quoterHref(preset: QuoterPreset): string {
  const params = new URLSearchParams();
  if (preset.type) params.set('tipo', preset.type);
  if (preset.model) params.set('modelo', preset.model);
  if (preset.fabric) params.set('tela', preset.fabric);
  if (preset.color) params.set('color', preset.color);
  const query = params.toString();
  return `/${preset.line}/cotizador${query ? `?${query}` : ''}`;
}
