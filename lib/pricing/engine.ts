// The quote price engine (DESIGN.md "Pricing"): pure, the same in the browser and on the server.
// Every amount is integer centavos; every charge comes with a line that explains it; an
// impossible configuration is rejected with the reason and the allowed range.
import type { CatalogSnapshot, CatalogType } from '@/lib/contract/catalog';
import { colorBySlug, fabricsForType, modelBySlug, typeBySlug } from '@/lib/catalog/select';
import { formatArea, formatExactArea, formatMeters } from '@/lib/format/measures';
import { formatMXN } from '@/lib/format/money';
import { finishedSize, MOUNT_LABELS } from './mount';
import { areaHundredths, ceilCm, ivaOf, priceOfArea, priceOfLength } from './money';
import type {
  AwningItem,
  BlindItem,
  PriceLine,
  PriceList,
  PricedItem,
  PricedQuote,
  PricingErrors,
  PricingResult,
  QuoteItem,
} from './types';

type ItemResult = { ok: true; priced: PricedItem } | { ok: false; errors: PricingErrors };
type Priced = { publicCents: number; distributorCents: number };

const BLIND_INSTALLATION = 'instalacion-persiana';
const AWNING_INSTALLATION = 'instalacion-toldo';
const WIND_SENSOR = 'sensor-viento';
export const MAX_QUANTITY = 50;

/** Prices every item of a quote and adds them up with IVA; any item's error rejects the whole quote. */
export function priceQuote(
  catalog: CatalogSnapshot,
  items: readonly QuoteItem[],
  priceList: PriceList = 'publico',
): PricingResult {
  const errors: PricingErrors = {};
  const priced: PricedItem[] = [];
  items.forEach((item, index) => {
    const result =
      item.line === 'toldos'
        ? priceAwning(catalog, item, index, priceList)
        : priceBlind(catalog, item, index, priceList);
    if (result.ok) priced.push(result.priced);
    else Object.assign(errors, result.errors);
  });
  if (items.length === 0) errors.items = ['Agrega al menos una pieza a la cotización.'];
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const subtotalCents = priced.reduce((sum, p) => sum + p.lineTotalCents, 0);
  const taxCents = ivaOf(subtotalCents);
  const quote: PricedQuote = {
    items: priced,
    subtotalCents,
    taxCents,
    totalCents: subtotalCents + taxCents,
    priceList,
  };
  return { ok: true, quote };
}

/** Collects errors for one item under `items.{index}.{field}`. */
function errorCollector(index: number) {
  const errors: PricingErrors = {};
  return {
    errors,
    add(field: string, message: string) {
      (errors[`items.${index}.${field}`] ??= []).push(message);
    },
    get any() {
      return Object.keys(errors).length > 0;
    },
  };
}

/** A size's area in m² to two decimals, as it is printed: what a motor's limit is checked against. */
const roundedArea = (widthCm: number, heightCm: number) => areaHundredths(widthCm * heightCm) / 100;

const pick = (price: Priced, list: PriceList) => (list === 'distribuidor' ? price.distributorCents : price.publicCents);
const m = (cm: number) => formatMeters(cm);
const m2 = (value: number) => formatArea(value);

/**
 * "0.85 × 2.35 m = 1.9975 m², se cobran 2.00 m² × $90.00/m²": the area is billed to two decimals
 * (half up, as the trade does), and the amount is that printed area × that printed price
 * (lib/pricing/money.ts), so every multiplication on the line checks out with a calculator.
 */
function areaCharge(widthCm: number, heightCm: number, billedHundredths: number, centsPerM2: number): string {
  const exact = formatExactArea(widthCm * heightCm);
  const billed = m2(billedHundredths / 100);
  const measured = `${m(widthCm)} × ${m(heightCm)} m = ${exact} m²`;
  const charge = `${billed} m² × ${formatMXN(centsPerM2)}/m²`;
  if (billedHundredths > areaHundredths(widthCm * heightCm)) return `${measured}; se cobra el mínimo de ${charge}`;
  return exact === billed ? `${measured} × ${formatMXN(centsPerM2)}/m²` : `${measured}, se cobran ${charge}`;
}

function checkRange(
  add: (f: string, msg: string) => void,
  field: string,
  label: string,
  value: number,
  min: number,
  max: number,
  what: string,
  /** Said when the checked size is the finished one, not the one typed. */
  note = '',
) {
  if (!Number.isFinite(value) || value < min || value > max) {
    add(
      field,
      `${label === 'salida' ? 'La' : 'El'} ${label} debe estar entre ${min} y ${max} cm para ${what} (de ${m(min)} a ${m(max)} m)${note}.`,
    );
  }
}

function checkQuantity(add: (f: string, msg: string) => void, quantity: number) {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY)
    add('quantity', `La cantidad debe ser un número entero entre 1 y ${MAX_QUANTITY}.`);
}

function priceBlind(c: CatalogSnapshot, item: BlindItem, index: number, list: PriceList): ItemResult {
  const e = errorCollector(index);
  const type = typeBySlug(c, 'persianas', item.type);
  if (!type) {
    e.add('type', 'El tipo de persiana elegido no existe.');
    return { ok: false, errors: e.errors };
  }
  const offer = fabricsForType(c, type).find(({ fabric }) => fabric.slug === item.fabric);
  if (!offer) e.add('fabric', `La tela elegida no se fabrica en ${type.name}.`);
  const color = offer ? colorBySlug(offer.fabric, item.color) : null;
  if (offer && !color) e.add('color', `El color elegido no existe en ${offer.fabric.name}.`);

  // Everything below is on the finished size: what the factory makes is what is checked and billed.
  const measuredWidth = ceilCm(item.width_cm);
  const measuredHeight = ceilCm(item.height_cm);
  const mount = item.mount ?? null;
  const { widthCm: width, heightCm: height } = finishedSize(mount, measuredWidth, measuredHeight);
  const note = (finished: number, measured: number) =>
    mount && finished !== measured ? `; ${MOUNT_LABELS[mount]} se fabrica a ${finished} cm` : '';
  checkRange(
    e.add,
    'width_cm',
    'ancho',
    width,
    type.minWidthCm,
    type.maxWidthCm,
    type.name,
    note(width, measuredWidth),
  );
  checkRange(
    e.add,
    'height_cm',
    'alto',
    height,
    type.minHeightCm,
    type.maxHeightCm,
    type.name,
    note(height, measuredHeight),
  );
  checkQuantity(e.add, item.quantity);

  const motor = resolveMotor(c, 'persiana', item.options.motor, width, roundedArea(width, height), e.add, 'persiana');
  if (!item.options.motor && width > type.manualMaxWidthCm) {
    e.add(
      'options.motor',
      `Las persianas de más de ${m(type.manualMaxWidthCm)} m de ancho sólo se fabrican motorizadas: elige un motor.`,
    );
  }
  const gallery = item.options.gallery ? (c.galleries.find((g) => g.slug === item.options.gallery) ?? null) : null;
  if (item.options.gallery && !gallery) e.add('options.gallery', 'La galería elegida no existe.');
  const installation = item.options.installation
    ? (c.accessories.find((a) => a.slug === BLIND_INSTALLATION) ?? null)
    : null;
  if (e.any || !offer || !color) return { ok: false, errors: e.errors };

  const measuredHundredths = areaHundredths(width * height);
  const billedHundredths = Math.max(measuredHundredths, Math.round(type.minBillableAreaM2 * 100), 100);
  const perM2 = pick(offer.price, list);
  const lines: PriceLine[] = [
    {
      label: `Tela ${offer.fabric.name}, ${color.name}: ${areaCharge(width, height, billedHundredths, perM2)}`,
      amountCents: priceOfArea(billedHundredths, perM2),
    },
  ];
  if (gallery) {
    const perM = list === 'distribuidor' ? gallery.distributorCentsPerM : gallery.publicCentsPerM;
    lines.push({
      label: `Galería ${gallery.name}: ${m(width)} m × ${formatMXN(perM)}/m`,
      amountCents: priceOfLength(width, perM),
    });
  }
  if (motor) lines.push({ label: `Motor ${motor.name}`, amountCents: pick(motor, list) });
  if (installation) lines.push({ label: 'Instalación', amountCents: pick(installation, list) });

  return finish(item, lines, {
    description:
      `${type.name} en ${offer.fabric.name}, ${color.name}, ${m(width)} × ${m(height)} m` +
      (mount ? ` (${MOUNT_LABELS[mount]}; medida ${m(measuredWidth)} × ${m(measuredHeight)} m)` : ''),
    widthCm: measuredWidth,
    heightCm: measuredHeight,
    mount,
    finishedWidthCm: width,
    finishedHeightCm: height,
    measuredAreaM2: measuredHundredths / 100,
    billableAreaM2: billedHundredths / 100,
  });
}

function priceAwning(c: CatalogSnapshot, item: AwningItem, index: number, list: PriceList): ItemResult {
  const e = errorCollector(index);
  const type = typeBySlug(c, 'toldos', item.type);
  const model = type ? modelBySlug(c, type, item.model) : null;
  if (!type) e.add('type', 'El tipo de toldo elegido no existe.');
  else if (!model) e.add('model', `El modelo elegido no existe en ${type.name}.`);
  if (!type || !model) return { ok: false, errors: e.errors };

  const offer = item.fabric
    ? (fabricsForType(c, type).find(({ fabric }) => fabric.slug === item.fabric) ?? null)
    : null;
  if (!item.fabric) e.add('fabric', 'Elige la lona del toldo.');
  else if (!offer) e.add('fabric', `La lona elegida no se fabrica para ${type.name}.`);
  const color = offer && item.color ? colorBySlug(offer.fabric, item.color) : null;
  if (offer && !color) e.add('color', `Elige un color de ${offer.fabric.name}.`);

  const width = ceilCm(item.width_cm);
  const projection = ceilCm(item.projection_cm);
  const what = `el toldo ${model.name}`;
  checkRange(e.add, 'width_cm', 'ancho', width, model.minWidthCm, model.maxWidthCm, what);
  checkRange(
    e.add,
    'projection_cm',
    type.slug === 'verticales-exterior' ? 'alto' : 'salida',
    projection,
    model.minProjectionCm,
    model.maxProjectionCm,
    what,
  );
  checkQuantity(e.add, item.quantity);

  const motor = resolveMotor(c, 'toldo', item.options.motor, width, roundedArea(width, projection), e.add, 'toldo');
  if (item.options.wind_sensor && !item.options.motor)
    e.add('options.wind_sensor', 'El sensor de viento funciona con un toldo motorizado: elige también un motor.');
  const sensor = item.options.wind_sensor ? (c.accessories.find((a) => a.slug === WIND_SENSOR) ?? null) : null;
  const installation = item.options.installation
    ? (c.accessories.find((a) => a.slug === AWNING_INSTALLATION) ?? null)
    : null;

  const band = gridCell(model.grid, width, projection, list);
  if (!e.any && !band)
    e.add('width_cm', `No hay precio para ${what} en ${m(width)} × ${m(projection)} m: elige otra medida.`);
  if (e.any || !band || !offer || !color) return { ok: false, errors: e.errors };

  const lines: PriceLine[] = [
    {
      label: `Toldo ${model.name} de ${m(width)} × ${m(projection)} m (tabulador hasta ${m(band.widthCm)} × ${m(band.projectionCm)} m)`,
      amountCents: band.cents,
    },
  ];
  const surcharge = pick(offer.price, list);
  const canvasHundredths = areaHundredths(width * projection);
  if (surcharge > 0) {
    lines.push({
      label: `Lona ${offer.fabric.name}, ${color.name}: ${areaCharge(width, projection, canvasHundredths, surcharge)}`,
      amountCents: priceOfArea(canvasHundredths, surcharge),
    });
  }
  if (motor) lines.push({ label: `Motor ${motor.name}`, amountCents: pick(motor, list) });
  if (sensor) lines.push({ label: sensor.name, amountCents: pick(sensor, list) });
  if (installation) lines.push({ label: 'Instalación', amountCents: pick(installation, list) });

  return finish(item, lines, {
    description: `Toldo ${model.name} en ${offer.fabric.name}, ${color.name}, ${m(width)} × ${m(projection)} m`,
    widthCm: width,
    heightCm: projection,
    mount: null,
    finishedWidthCm: width,
    finishedHeightCm: projection,
    measuredAreaM2: canvasHundredths / 100,
    billableAreaM2: canvasHundredths / 100,
  });
}

/** The grid cell of the next band up in width and in projection, or null when the size is past the grid. */
export function gridCell(
  grid: CatalogSnapshot['models'][number]['grid'],
  widthCm: number,
  projectionCm: number,
  list: PriceList,
) {
  const wi = grid.widthsCm.findIndex((w) => w >= widthCm);
  const pi = grid.projectionsCm.findIndex((p) => p >= projectionCm);
  if (wi < 0 || pi < 0) return null;
  const cents = (list === 'distribuidor' ? grid.distributorCents : grid.publicCents)[wi]?.[pi];
  return cents ? { cents, widthCm: grid.widthsCm[wi]!, projectionCm: grid.projectionsCm[pi]! } : null;
}

/** The chosen motor when it exists for this kind and can move this size; otherwise an error on `options.motor`. */
function resolveMotor(
  c: CatalogSnapshot,
  kind: 'persiana' | 'toldo',
  slug: string | null | undefined,
  widthCm: number,
  area: number,
  add: (f: string, msg: string) => void,
  noun: string,
) {
  if (!slug) return null;
  const motor = c.motors.find((mo) => mo.slug === slug && mo.kind === kind);
  if (!motor) {
    add('options.motor', `El motor elegido no es para ${noun}s.`);
    return null;
  }
  if (widthCm < motor.minWidthCm || widthCm > motor.maxWidthCm || area > motor.maxAreaM2 + 1e-9) {
    add(
      'options.motor',
      `El motor ${motor.name} mueve ${noun}s de ${m(motor.minWidthCm)} a ${m(motor.maxWidthCm)} m de ancho y hasta ${m2(motor.maxAreaM2)} m²; ` +
        `tu ${noun} mide ${m(widthCm)} m de ancho y ${m2(area)} m². Elige otro motor.`,
    );
    return null;
  }
  return motor;
}

function finish(
  item: QuoteItem,
  lines: PriceLine[],
  dims: Omit<PricedItem, 'item' | 'unitPriceCents' | 'lineTotalCents' | 'lines'>,
): ItemResult {
  const unitPriceCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  return { ok: true, priced: { item, ...dims, unitPriceCents, lineTotalCents: unitPriceCents * item.quantity, lines } };
}

/** The motors the quoter should offer for a size (only those that can move it). */
export function compatibleMotors(c: CatalogSnapshot, type: CatalogType, widthCm: number, heightCm: number) {
  const kind = type.lineSlug === 'toldos' ? 'toldo' : 'persiana';
  const area = roundedArea(ceilCm(widthCm), ceilCm(heightCm));
  return c.motors.filter(
    (mo) => mo.kind === kind && widthCm >= mo.minWidthCm && widthCm <= mo.maxWidthCm && area <= mo.maxAreaM2,
  );
}
