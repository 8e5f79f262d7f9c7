'use client';

import { useId, useState } from 'react';
import type { CatalogSnapshot } from '@/lib/contract/catalog';
import { MAX_QUANTITY } from '@/lib/pricing/engine';
import type { PriceList } from '@/lib/pricing/types';
import {
  AWNING_INSTALLATION,
  BLIND_INSTALLATION,
  WIND_SENSOR,
  accessoryCents,
  fabricsFor,
  galleryChoices,
  motorChoices,
  sizeLimits,
  typeOf,
} from '@/lib/quoter/choices';
import { parseCm, parseQuantity } from '@/lib/quoter/parse';
import { heightField, type PieceField, type PiecePricing } from '@/lib/quoter/price';
import type { QuoterAction } from '@/lib/quoter/state';
import type { PieceDraft } from '@/lib/quoter/types';
import { OptionsFields } from './options-fields';
import { PieceChoices } from './piece-choices';
import { PieceBreakdown } from './piece-breakdown';
import { PiecePreview } from './piece-preview';
import { SizeFields } from './size-fields';
import { WindowVisualizerButton } from './window-visualizer-button';
import styles from './quoter.module.css';

const ROOM_SUGGESTIONS = [
  'Sala',
  'Comedor',
  'Recámara principal',
  'Recámara 2',
  'Recámara 3',
  'Cuarto de bebé',
  'Cocina',
  'Estudio',
  'Oficina',
  'Baño',
  'Cuarto de TV',
  'Escalera',
  'Terraza',
  'Balcón',
  'Jardín',
  'Cochera',
  'Fachada',
  'Local comercial',
];

type Props = {
  piece: PieceDraft;
  number: number;
  count: number;
  pricing: PiecePricing;
  catalog: CatalogSnapshot;
  priceList: PriceList;
  /** Messages the server gave for this piece on the last send. */
  serverErrors?: Partial<Record<PieceField, string[]>>;
  /** Show every message now (after a send was attempted). */
  revealErrors: boolean;
  canAdd: boolean;
  onAction: (action: QuoterAction) => void;
  onRemove: () => void;
};

export function PieceEditor({
  piece,
  number,
  count,
  pricing,
  catalog,
  priceList,
  serverErrors,
  revealErrors,
  canAdd,
  onAction,
  onRemove,
}: Props) {
  const uid = useId();
  const [blurred, setBlurred] = useState<Record<string, boolean>>({});
  const id = piece.id;
  const line = piece.line;
  const type = typeOf(catalog, piece);
  const limits = sizeLimits(catalog, piece);
  const hField = heightField(line);

  const messages = (field: PieceField): string | undefined => {
    const all = [...(serverErrors?.[field] ?? []), ...(pricing.errors[field] ?? [])];
    return all.length ? [...new Set(all)].join(' ') : undefined;
  };
  // A size typed below the minimum may still be on its way ("1" → "15" → "150"): its message
  // waits for the box to be left; above the maximum it cannot get better, so it shows at once.
  const sizeMessage = (field: 'width_cm' | 'height_cm' | 'projection_cm', text: string, max: number | undefined) => {
    const message = messages(field);
    if (!message) return undefined;
    const value = parseCm(text);
    const shown =
      revealErrors ||
      blurred[`${id}:${field}`] ||
      serverErrors?.[field] ||
      (value !== null && max !== undefined && value > max);
    return shown ? message : undefined;
  };

  const fabrics = fabricsFor(catalog, type, priceList);
  const fabric = fabrics.find((f) => f.fabric.slug === piece.fabric)?.fabric ?? null;
  const motors = motorChoices(catalog, piece, priceList);
  const width = parseCm(piece.width);
  const quantity = parseQuantity(piece.quantity);
  // Step numbers follow the steps shown so far.
  const visible = {
    line: true,
    type: Boolean(line),
    model: line === 'toldos' && type !== null,
    fabric: type !== null,
    color: fabric !== null,
    sizes: type !== null,
    options: type !== null,
    quantity: Boolean(line),
  };
  const stepOf = Object.fromEntries(
    (Object.keys(visible) as (keyof typeof visible)[]).filter((k) => visible[k]).map((k, i) => [k, i + 1]),
  ) as Partial<Record<keyof typeof visible, number>>;

  return (
    <div className={styles.editor}>
      <div className={styles.editorHead}>
        <h2 className={styles.editorTitle} id={`${uid}-titulo`}>
          Pieza {number}
          {piece.room.trim() ? <span className={styles.editorRoom}> · {piece.room.trim()}</span> : null}
        </h2>
        <div className={styles.pieceActions}>
          {line ? (
            <button
              type="button"
              className={styles.linkButton}
              disabled={!canAdd}
              onClick={() => onAction({ type: 'duplicate', id })}
            >
              Duplicar<span className="visually-hidden"> la pieza {number}</span>
            </button>
          ) : null}
          {count > 1 || line ? (
            <button type="button" className={styles.linkButton} onClick={onRemove}>
              {count > 1 ? 'Quitar' : 'Empezar de nuevo'}
              <span className="visually-hidden"> la pieza {number}</span>
            </button>
          ) : null}
        </div>
      </div>

      <PiecePreview catalog={catalog} piece={piece} number={number} className={styles.previewInline} />
      <WindowVisualizerButton catalog={catalog} piece={piece} />

      <PieceChoices
        catalog={catalog}
        priceList={priceList}
        id={id}
        line={line}
        type={piece.type}
        model={piece.model}
        fabric={piece.fabric}
        color={piece.color}
        steps={stepOf.line}
        typeStep={stepOf.type}
        modelStep={stepOf.model}
        fabricStep={stepOf.fabric}
        colorStep={stepOf.color}
        typeError={messages('type')}
        modelError={messages('model')}
        fabricError={messages('fabric')}
        colorError={messages('color')}
        onAction={onAction}
      />

      {type ? (
        <SizeFields
          step={stepOf.sizes}
          limits={limits}
          width={piece.width}
          height={piece.height}
          widthError={sizeMessage('width_cm', piece.width, limits?.maxWidthCm)}
          heightError={sizeMessage(hField, piece.height, limits?.maxHeightCm)}
          needsMotorAboveCm={type.manualMaxWidthCm}
          line={line}
          room={piece.room}
          mount={line === 'persianas' ? piece.mount : undefined}
          onMountChange={(value) => onAction({ type: 'setMount', id, value })}
          onChange={(field, value) => onAction({ type: 'setText', id, field, value })}
          onBlur={(field) => setBlurred((b) => ({ ...b, [`${id}:${field === 'width' ? 'width_cm' : hField}`]: true }))}
        />
      ) : null}

      {type && line ? (
        <OptionsFields
          step={stepOf.options}
          line={line}
          pieceId={id}
          motor={piece.motor}
          gallery={piece.gallery}
          installation={piece.installation}
          windSensor={piece.windSensor}
          motors={motors}
          galleries={galleryChoices(catalog, priceList)}
          installationCents={accessoryCents(
            catalog,
            line === 'toldos' ? AWNING_INSTALLATION : BLIND_INSTALLATION,
            priceList,
          )}
          windSensorCents={accessoryCents(catalog, WIND_SENSOR, priceList)}
          manualMaxWidthCm={type.manualMaxWidthCm}
          widthCm={width}
          motorError={messages('options.motor')}
          galleryError={messages('options.gallery')}
          windSensorError={messages('options.wind_sensor')}
          onOption={(field, value) => onAction({ type: 'setOption', id, field, value })}
          onFlag={(field, value) => onAction({ type: 'setFlag', id, field, value })}
        />
      ) : null}

      {line ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <span className={styles.step} aria-hidden="true">
              {stepOf.quantity}
            </span>
            Espacio y cantidad
          </legend>
          <div className={styles.roomRow}>
            <div className={styles.control}>
              <label htmlFor={`${uid}-espacio`} className={styles.controlLabel}>
                ¿Dónde va? <span className={styles.muted}>(opcional)</span>
              </label>
              <input
                id={`${uid}-espacio`}
                className={styles.input}
                type="text"
                list={`${uid}-espacios`}
                maxLength={60}
                placeholder="Sala, Recámara principal…"
                autoComplete="off"
                value={piece.room}
                aria-invalid={messages('room') ? true : undefined}
                aria-describedby={messages('room') ? `${uid}-espacio-error` : undefined}
                onChange={(event) => onAction({ type: 'setText', id, field: 'room', value: event.target.value })}
              />
              <datalist id={`${uid}-espacios`}>
                {ROOM_SUGGESTIONS.map((room) => (
                  <option key={room} value={room} />
                ))}
              </datalist>
              {messages('room') ? (
                <p id={`${uid}-espacio-error`} className={styles.error}>
                  {messages('room')}
                </p>
              ) : null}
            </div>
            <div className={styles.control}>
              <label htmlFor={`${uid}-cantidad`} className={styles.controlLabel}>
                Cantidad
              </label>
              <div className={styles.stepper}>
                <button
                  type="button"
                  className={styles.stepButton}
                  aria-label="Una pieza menos"
                  disabled={quantity === null || quantity <= 1}
                  onClick={() =>
                    onAction({
                      type: 'setText',
                      id,
                      field: 'quantity',
                      value: String(Math.max(1, (quantity ?? 2) - 1)),
                    })
                  }
                >
                  −
                </button>
                <input
                  id={`${uid}-cantidad`}
                  className={styles.qtyInput}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={4}
                  value={piece.quantity}
                  aria-invalid={messages('quantity') ? true : undefined}
                  aria-describedby={`${uid}-cantidad-ayuda${messages('quantity') ? ` ${uid}-cantidad-error` : ''}`}
                  onChange={(event) => onAction({ type: 'setText', id, field: 'quantity', value: event.target.value })}
                />
                <button
                  type="button"
                  className={styles.stepButton}
                  aria-label="Una pieza más"
                  disabled={quantity !== null && quantity >= MAX_QUANTITY}
                  onClick={() =>
                    onAction({
                      type: 'setText',
                      id,
                      field: 'quantity',
                      value: String(Math.min(MAX_QUANTITY, (quantity ?? 0) + 1)),
                    })
                  }
                >
                  +
                </button>
              </div>
              <p id={`${uid}-cantidad-ayuda`} className={styles.hint}>
                Piezas iguales, de 1 a {MAX_QUANTITY}.
              </p>
              {messages('quantity') ? (
                <p id={`${uid}-cantidad-error`} className={styles.error}>
                  {messages('quantity')}
                </p>
              ) : null}
            </div>
          </div>
        </fieldset>
      ) : null}

      {line ? <PieceBreakdown pricing={pricing} number={number} headingId={`${uid}-desglose`} /> : null}
    </div>
  );
}
