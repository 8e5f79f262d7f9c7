'use client';

import { memo } from 'react';
import { kindForType } from '@/components/catalog/illustrations/kinds';
import { illustrationSrc } from '@/components/catalog/illustrations/url';
import { availabilityOf } from '@/lib/catalog/availability';
import { opacityShortLabel } from '@/lib/content/opacity';
import { formatCmRange, formatPercent, keepUnitsTogether } from '@/lib/format/measures';
import { formatMXN } from '@/lib/format/money';
import { swatchBackground } from '@/lib/catalog/swatch';
import { LINE_LABELS, fabricsFor, modelFromCents, modelsFor, typeOf, typesFor } from '@/lib/quoter/choices';
import type { QuoterAction } from '@/lib/quoter/state';
import { QUOTER_LINES, type PieceDraft, type QuoterCatalog, type QuoterLine } from '@/lib/quoter/types';
import { ChoiceCards } from './choice-cards';
import styles from './quoter.module.css';

const LINE_KIND = { persianas: 'enrollable', toldos: 'toldo-retractil' } as const;

/** The priced catalogue, and the piece's id and its choices so far (slugs; '' when not chosen). */
type Props = QuoterCatalog &
  Pick<PieceDraft, 'id' | 'line' | 'type' | 'model' | 'fabric' | 'color'> & {
    /** The step numbers shown before each legend. */
    steps?: number;
    typeStep?: number;
    modelStep?: number;
    fabricStep?: number;
    colorStep?: number;
    typeError?: string;
    modelError?: string;
    fabricError?: string;
    colorError?: string;
    /** Stable across renders (the quoter's dispatcher). */
    onAction: (action: QuoterAction) => void;
  };

/**
 * The piece's product, type, model, fabric and colour cards: most of the editor, drawings
 * included. Memoised on plain props, so typing a size (which changes none of them) does not
 * render them again: a keystroke re-renders only the sizes, motors, breakdown and preview.
 */
export const PieceChoices = memo(function PieceChoices({
  catalog,
  priceList,
  id,
  line,
  type: typeSlug,
  model,
  fabric: fabricSlug,
  color,
  steps,
  typeStep,
  modelStep,
  fabricStep,
  colorStep,
  typeError,
  modelError,
  fabricError,
  colorError,
  onAction,
}: Props) {
  const type = typeOf(catalog, { line, type: typeSlug });
  const words = line ? LINE_LABELS[line] : null;
  const fabrics = fabricsFor(catalog, type, priceList);
  const fabric = fabrics.find((f) => f.fabric.slug === fabricSlug)?.fabric ?? null;
  const typeChoices = typesFor(catalog, line).map((t) => {
    const fabricCents = fabricsFor(catalog, t, priceList)
      .map((f) => f.cents)
      .filter((c) => c > 0);
    const modelCents = modelsFor(catalog, t)
      .map((m) => modelFromCents(m, priceList))
      .filter((c): c is number => c !== null);
    const from =
      line === 'toldos'
        ? modelCents.length
          ? Math.min(...modelCents)
          : null
        : fabricCents.length
          ? Math.min(...fabricCents)
          : null;
    return {
      value: t.slug,
      title: t.name,
      // The drawing's cached file, not its code (e2e/byte-budget.spec.ts: the quoter's 45 KB). Lazy:
      // an eager <img> gets a preload in the page's <head>, ahead of the stylesheets the first paint
      // waits for.
      media: (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={illustrationSrc({ kind: kindForType(t.slug) })} alt="" width={400} height={300} loading="lazy" />
      ),
      price: from !== null ? `Desde ${formatMXN(from)}${line === 'toldos' ? '' : '/m²'}` : undefined,
    };
  });

  return (
    <>
      <ChoiceCards
        legend="¿Qué quieres cotizar?"
        step={steps}
        name={`${id}-linea`}
        layout="compact"
        value={line}
        onChange={(value) => onAction({ type: 'setLine', id, line: value as QuoterLine })}
        choices={QUOTER_LINES.filter((l) => typesFor(catalog, l).length > 0).map((l) => ({
          value: l,
          title: LINE_LABELS[l].name,
          // eslint-disable-next-line @next/next/no-img-element
          media: <img src={illustrationSrc({ kind: LINE_KIND[l] })} alt="" width={400} height={300} loading="lazy" />,
          detail: l === 'persianas' ? 'Enrollables, sheer, romanas…' : 'Retráctiles, verticales, de proyección',
        }))}
      />

      {line && words ? (
        <ChoiceCards
          legend={line === 'toldos' ? 'Tipo de toldo' : 'Tipo de persiana'}
          step={typeStep}
          name={`${id}-tipo`}
          value={typeSlug}
          hint={type?.summary}
          error={typeError}
          onChange={(value) => onAction({ type: 'setType', id, value, catalog })}
          choices={typeChoices}
        />
      ) : null}

      {line === 'toldos' && type ? (
        <ChoiceCards
          legend="Modelo"
          step={modelStep}
          name={`${id}-modelo`}
          layout="wide"
          value={model}
          error={modelError}
          onChange={(value) => onAction({ type: 'setModel', id, value })}
          choices={modelsFor(catalog, type).map((m) => {
            const from = modelFromCents(m, priceList);
            return {
              value: m.slug,
              title: m.name,
              detail: `Ancho ${formatCmRange(m.minWidthCm, m.maxWidthCm)}; salida ${formatCmRange(m.minProjectionCm, m.maxProjectionCm)}`,
              price: from !== null ? `Desde ${formatMXN(from)}` : undefined,
            };
          })}
        />
      ) : null}

      {type && words ? (
        <ChoiceCards
          legend={words.fabric}
          step={fabricStep}
          name={`${id}-tela`}
          layout="wide"
          value={fabricSlug}
          error={fabricError}
          hint={
            line === 'toldos'
              ? 'El precio del modelo incluye la lona básica; algunas lonas tienen un cargo por m².'
              : 'El precio es por metro cuadrado de tela, antes de IVA.'
          }
          onChange={(value) => onAction({ type: 'setFabric', id, value, catalog })}
          choices={fabrics.map(({ fabric: f, cents }) => ({
            value: f.slug,
            title: keepUnitsTogether(f.name),
            detail: `${opacityShortLabel(f.opacity)}${f.opennessPct !== null ? ` · apertura ${formatPercent(f.opennessPct)}` : ''} · ${f.colors.length} colores`,
            price: line === 'toldos' ? (cents > 0 ? `+ ${formatMXN(cents)}/m²` : 'Incluida') : `${formatMXN(cents)}/m²`,
          }))}
        />
      ) : null}

      {fabric ? (
        <ChoiceCards
          legend={`Color de ${fabric.name}`}
          step={colorStep}
          name={`${id}-color`}
          layout="swatches"
          value={color}
          error={colorError}
          onChange={(value) => onAction({ type: 'setColor', id, value })}
          choices={fabric.colors.map((c) => {
            const availability = availabilityOf(c.stock);
            return {
              value: c.slug,
              title: c.name,
              media: <span className={styles.chip} style={{ background: swatchBackground(c) }} />,
              detail: (
                <span className={availability.status === 'disponible' ? styles.ok : styles.wait}>
                  {availability.label}
                </span>
              ),
            };
          })}
        />
      ) : null}
    </>
  );
});
