import { z } from 'zod';
import {
  ILLUSTRATION_KINDS,
  FABRIC_FILL_OPACITY,
  type FabricOpacity,
  type IllustrationKind,
} from '@/components/catalog/illustrations';
import { illustrationSvg } from '@/components/catalog/illustrations/product-illustration';
import { FABRIC_PATTERNS, type FabricPattern } from '@/components/catalog/illustrations/look';
import { svgMarkup } from '@/components/catalog/illustrations/svg-markup';
import { laravelMessage, zodToLaravel } from '@/lib/server/http/errors';
import { json } from '@/lib/server/http/json';

// GET /ilustraciones/{kind}.svg?color=rrggbb&stripe=rrggbb&opacity=…&pattern=…&open=…&cassette=1&motor=1 — a product illustration as
// an SVG file (components/catalog/illustrations/url.ts builds the URL). The drawing is a pure
// function of the URL (its version `v` included), so browsers and shared caches keep it a year.
const HEX = /^[0-9a-f]{6}$/i;
const hex = (what: string) => z.string().regex(HEX, `El color ${what} debe ser hexadecimal de seis cifras, sin #.`);
const query = z.object({
  kind: z.enum(ILLUSTRATION_KINDS as [IllustrationKind, ...IllustrationKind[]], { error: 'La ilustración no existe.' }),
  color: hex('de la tela'),
  stripe: hex('de la raya').optional(),
  opacity: z
    .enum(Object.keys(FABRIC_FILL_OPACITY) as [FabricOpacity, ...FabricOpacity[]], {
      error: 'La opacidad no es válida.',
    })
    .default('traslucido'),
  pattern: z
    .enum(FABRIC_PATTERNS as [FabricPattern, ...FabricPattern[]], { error: 'El tejido no es válido.' })
    .optional(),
  open: z.coerce
    .number({ error: 'La apertura debe ser un número.' })
    .int('La apertura debe ser un número entero.')
    .min(1, 'La apertura debe ser de 1 % a 20 %.')
    .max(20, 'La apertura debe ser de 1 % a 20 %.')
    .optional(),
  cassette: z.enum(['1'], { error: 'El cofre se indica con 1.' }).optional(),
  motor: z.enum(['1'], { error: 'El motor se indica con 1.' }).optional(),
  v: z.string().max(20).optional(),
});

export async function GET(req: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const search = new URL(req.url).searchParams;
  const parsed = query.safeParse({
    kind: file.endsWith('.svg') ? file.slice(0, -4) : '',
    color: search.get('color') ?? undefined,
    stripe: search.get('stripe') ?? undefined,
    opacity: search.get('opacity') ?? undefined,
    pattern: search.get('pattern') ?? undefined,
    open: search.get('open') ?? undefined,
    cassette: search.get('cassette') ?? undefined,
    motor: search.get('motor') ?? undefined,
    v: search.get('v') ?? undefined,
  });
  if (!parsed.success) {
    const errors = zodToLaravel(parsed.error);
    return json({ message: laravelMessage(errors), errors }, { status: 422 });
  }
  const { kind, color, stripe, opacity, pattern, open, cassette, motor } = parsed.data;
  const svg = svgMarkup(
    illustrationSvg(
      {
        kind,
        color: `#${color}`,
        stripe: stripe ? `#${stripe}` : null,
        opacity,
        pattern,
        openness: open,
        cassette: cassette === '1',
        motor: motor === '1',
      },
      'i',
      {
        standalone: true,
      },
    ),
  );
  return new Response(svg, {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
