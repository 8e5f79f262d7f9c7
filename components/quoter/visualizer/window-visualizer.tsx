'use client';

// "Ver en mi ventana": the visitor's photo, four corners dragged (or moved with the arrow keys)
// onto the window or the façade, and the configured piece drawn in perspective inside them, with
// a roll slider, a before/after toggle and save/share. Loaded with import() only when the quoter's
// button is pressed. The photo is decoded and drawn on the device; no request carries it.

import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { warpInto, type Point, type Quad } from '@/lib/visualizer/homography';
import { pieceTexture, type PieceLook } from '@/lib/visualizer/texture';
import { DragLayer, inPixels } from './drag-layer';
import { readPhoto, type Photo } from './photo';
import styles from './visualizer.module.css';

const CORNERS = [
  'Esquina superior izquierda',
  'Esquina superior derecha',
  'Esquina inferior derecha',
  'Esquina inferior izquierda',
];
/** Where the corners start: a centred rectangle, easy to drag out to the frame. */
const START: Quad = [
  { x: 0.3, y: 0.25 },
  { x: 0.7, y: 0.25 },
  { x: 0.7, y: 0.75 },
  { x: 0.3, y: 0.75 },
];
/** Arrow keys move a corner this share of the photo; with Shift, five times as far. */
const KEY_STEP = 0.005;
const LOUPE_ZOOM = 3;

const pct = (v: number) => `${Math.round(v * 100)} %`;
/** The outline's polygon in the stage's 0–100 box. */
const outlinePoints = (quad: Quad) => quad.map((p) => `${p.x * 100},${p.y * 100}`).join(' ');
const clamp = (v: number) => Math.min(1, Math.max(0, v));

type Props = {
  look: PieceLook;
  /** "Persiana enrollable Blackout, Marfil": what is drawn, for the picture's name. */
  title: string;
  onClose: () => void;
};

export default function WindowVisualizer({ look, title, onClose }: Props) {
  const uid = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const layerRef = useRef<HTMLCanvasElement>(null);
  const loupeRef = useRef<HTMLCanvasElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [corners, setCorners] = useState<Quad>(START);
  const [drop, setDrop] = useState(100);
  const [before, setBefore] = useState(false);
  const [dragging, setDragging] = useState<number | null>(null);
  // While a finger drags a corner, its moves go to the handle and the loupe directly and to the
  // next frame's drawing (piece and outline on the layer), not through a render of the dialog; the
  // corners' state takes the last point when the finger lifts.
  const dragQuad = useRef<Quad>(START);
  /** The stage's box, read once when a drag starts: nothing moves it while the finger is down. */
  const stageBox = useRef<DOMRect | null>(null);
  const [announce, setAnnounce] = useState('');
  const [saving, setSaving] = useState(false);
  const frame = useRef(0);
  const awning = look.line === 'toldos';

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const texture = useMemo(() => pieceTexture({ ...look, drop: drop / 100 }), [look, drop]);

  // The finished picture (photo and piece) is drawn at full size into the canvas when nothing
  // moves. While a finger drags a corner, that canvas shows the photo alone, at the drag's size,
  // and the piece is drawn on the layer above it (drag-layer.ts).
  const finished = useRef<ImageData | null>(null);
  const layer = useRef<DragLayer | null>(null);

  /** Draws the photo and, unless "antes", the piece in `quad`'s corners, at full size. */
  const draw = useCallback(
    (canvas: HTMLCanvasElement, quad: Quad, withPiece: boolean) => {
      if (!photo) return;
      const base = photo.full;
      if (canvas.width !== base.width) canvas.width = base.width;
      if (canvas.height !== base.height) canvas.height = base.height;
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      let out = finished.current;
      if (!out || out.width !== base.width || out.height !== base.height) {
        out = new ImageData(base.width, base.height);
        finished.current = out;
      }
      out.data.set(base.data);
      if (withPiece) warpInto(out, texture, inPixels(quad, base));
      ctx.putImageData(out, 0, 0);
    },
    [photo, texture],
  );

  /** The drag's frame: the piece (unless "antes") and the outline on the layer, or the layer cleared. */
  const drawLayer = useCallback(
    (quad: Quad | null, piece: boolean) => {
      const canvas = layerRef.current;
      if (!canvas || !photo) return;
      if (!layer.current?.fits(canvas, photo.drag)) layer.current = new DragLayer(canvas, photo.drag);
      layer.current.draw(quad, piece ? texture : null, stageBox.current?.width ?? 0);
    },
    [photo, texture],
  );

  /** One drag frame per animation frame at most. */
  const scheduleLayer = useCallback(
    (quad: Quad) => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(() => drawLayer(quad, !before));
    },
    [drawLayer, before],
  );

  /** The finished picture at the next frame, and the drag's layer cleared. */
  const showFinished = useCallback(() => {
    const canvas = canvasRef.current;
    if (!canvas || !photo) return;
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      draw(canvas, corners, !before);
      drawLayer(null, false);
    });
  }, [draw, drawLayer, photo, corners, before]);

  // Whenever the corners, the piece or "antes" change.
  useEffect(() => {
    showFinished();
    return () => cancelAnimationFrame(frame.current);
  }, [showFinished]);

  async function choose(file: File | undefined) {
    if (!file) return;
    setError(null);
    setReading(true);
    try {
      setPhoto(await readPhoto(file));
      setCorners(START);
      setBefore(false);
    } catch {
      setError('No pudimos abrir esa imagen. Prueba con otra foto (JPG, PNG o HEIC de tu teléfono).');
    } finally {
      setReading(false);
    }
  }

  const describe = (i: number, p: Point) => `${CORNERS[i]}: ${pct(p.x)} desde la izquierda, ${pct(p.y)} desde arriba`;

  function move(i: number, p: Point) {
    setCorners((prev) => {
      const next = [...prev] as Point[];
      next[i] = { x: clamp(p.x), y: clamp(p.y) };
      return next as unknown as Quad;
    });
  }

  function pointAt(event: PointerEvent): Point | null {
    const rect = stageBox.current;
    if (!rect || rect.width === 0) return null;
    return { x: (event.clientX - rect.left) / rect.width, y: (event.clientY - rect.top) / rect.height };
  }

  function drawLoupe(p: Point) {
    const loupe = loupeRef.current;
    if (!loupe || !photo) return;
    const ctx = loupe.getContext('2d');
    if (!ctx) return;
    const size = loupe.width;
    const src = size / LOUPE_ZOOM;
    // The photo itself under the finger (without the piece), so the frame's edge is what is seen:
    // its square around the point, scaled up without smoothing (the part past the edge stays clear).
    const sx = p.x * photo.width - src / 2;
    const sy = p.y * photo.height - src / 2;
    ctx.imageSmoothingEnabled = false;
    ctx.clearRect(0, 0, size, size);
    ctx.drawImage(photo.canvas, sx, sy, src, src, 0, 0, size, size);
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(size / 2, 0);
    ctx.lineTo(size / 2, size);
    ctx.moveTo(0, size / 2);
    ctx.lineTo(size, size / 2);
    ctx.stroke();
    ctx.strokeStyle = '#b4531a';
    ctx.lineWidth = 1;
    ctx.stroke();
  }

  function onPointerDown(i: number, event: PointerEvent<HTMLButtonElement>) {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    stageBox.current = stageRef.current?.getBoundingClientRect() ?? null;
    dragQuad.current = corners;
    setDragging(i);
    drawLoupe(corners[i]!);
    // The photo alone under the drag's layer, which takes the piece from here until the finger lifts.
    cancelAnimationFrame(frame.current);
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (photo && canvas && ctx) {
      canvas.width = photo.drag.width;
      canvas.height = photo.drag.height;
      ctx.drawImage(photo.canvas, 0, 0, canvas.width, canvas.height);
    }
    drawLayer(corners, !before);
  }

  function onPointerMove(i: number, event: PointerEvent<HTMLButtonElement>) {
    if (dragging !== i) return;
    const at = pointAt(event);
    const rect = stageBox.current;
    if (!at || !rect) return;
    const p = { x: clamp(at.x), y: clamp(at.y) };
    const quad = dragQuad.current.map((q, k) => (k === i ? p : q)) as unknown as Quad;
    dragQuad.current = quad;
    // The handle and the loupe stay where the drag started (left, top) and are moved by
    // `translate`, which the compositor applies without a layout.
    const from = corners[i]!;
    const shift = `${(p.x - from.x) * rect.width}px ${(p.y - from.y) * rect.height}px`;
    event.currentTarget.style.translate = shift;
    if (loupeRef.current) loupeRef.current.style.translate = shift;
    drawLoupe(p);
    scheduleLayer(quad);
  }

  function onPointerUp(i: number, event: PointerEvent<HTMLButtonElement>) {
    if (dragging !== i) return;
    event.currentTarget.style.translate = '';
    if (loupeRef.current) loupeRef.current.style.translate = '';
    setDragging(null);
    // A tap that did not move the corner changes no state: the finished picture is asked for here.
    if (dragQuad.current === corners) showFinished();
    else setCorners(dragQuad.current);
    setAnnounce(describe(i, dragQuad.current[i]!));
  }

  function onKeyDown(i: number, event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.shiftKey ? KEY_STEP * 5 : KEY_STEP;
    const delta: Record<string, Point> = {
      ArrowLeft: { x: -step, y: 0 },
      ArrowRight: { x: step, y: 0 },
      ArrowUp: { x: 0, y: -step },
      ArrowDown: { x: 0, y: step },
    };
    const d = delta[event.key];
    if (!d) return;
    event.preventDefault();
    const p = { x: clamp(corners[i]!.x + d.x), y: clamp(corners[i]!.y + d.y) };
    move(i, p);
    setAnnounce(describe(i, p));
  }

  async function save() {
    if (!photo) return;
    setSaving(true);
    try {
      const canvas = document.createElement('canvas');
      draw(canvas, corners, true);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
      if (!blob) throw new Error('toBlob');
      const name = `${awning ? 'toldo' : 'persiana'}-en-mi-${awning ? 'fachada' : 'ventana'}.jpg`;
      const file = new File([blob], name, { type: 'image/jpeg' });
      if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
        try {
          await navigator.share({ files: [file], title });
          return;
        } catch (e) {
          if (e instanceof DOMException && e.name === 'AbortError') return;
        }
      }
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      setAnnounce('Imagen descargada.');
    } catch {
      setError('No pudimos guardar la imagen. Intenta de nuevo.');
    } finally {
      setSaving(false);
    }
  }

  const place = awning ? 'tu fachada o terraza' : 'tu ventana';
  const outline = outlinePoints(corners);
  const loupeAt = dragging !== null ? corners[dragging]! : null;

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={`${uid}-titulo`}
      aria-describedby={`${uid}-privado`}
      onClose={onClose}
    >
      <div className={styles.head}>
        <h2 id={`${uid}-titulo`} className={styles.title}>
          Ver en mi ventana
        </h2>
        <button type="button" className={styles.close} onClick={() => dialogRef.current?.close()} aria-label="Cerrar">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p id={`${uid}-privado`} className={styles.private}>
        Tu foto se queda en este dispositivo: no se sube ni se envía a ningún lado.
      </p>

      <div className={styles.pick}>
        <label className={styles.pickButton}>
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="visually-hidden"
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          Tomar foto
        </label>
        <label className={styles.pickButton}>
          <input
            type="file"
            accept="image/*"
            className="visually-hidden"
            data-testid="visualizer-file"
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          {photo ? 'Elegir otra foto' : 'Elegir una foto'}
        </label>
      </div>
      {reading ? <p role="status">Abriendo la foto…</p> : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}

      {photo ? (
        <>
          <p className={styles.hint} id={`${uid}-ayuda`}>
            Arrastra los cuatro puntos a las esquinas {awning ? 'de donde iría el toldo en ' : 'del marco de '}
            {place}. También puedes elegir un punto y moverlo con las flechas (Mayús para pasos grandes).
          </p>
          <div
            ref={stageRef}
            className={styles.stage}
            style={{
              aspectRatio: `${photo.width} / ${photo.height}`,
              width: `min(100%, calc(68dvh * ${(photo.width / photo.height).toFixed(4)}))`,
            }}
          >
            <canvas
              ref={canvasRef}
              className={styles.canvas}
              role="img"
              aria-label={before ? `Tu foto, sin la pieza` : `Tu foto con ${title}`}
              data-testid="visualizer-canvas"
            />
            <canvas ref={layerRef} className={styles.layer} aria-hidden="true" data-testid="visualizer-layer" />
            <svg
              className={styles.outline}
              style={dragging !== null ? { visibility: 'hidden' } : undefined}
              viewBox="0 0 100 100"
              preserveAspectRatio="none"
              aria-hidden="true"
            >
              <polygon points={outline} vectorEffect="non-scaling-stroke" />
            </svg>
            {corners.map((p, i) => (
              <button
                key={CORNERS[i]}
                type="button"
                className={styles.handle}
                style={{ left: `${p.x * 100}%`, top: `${p.y * 100}%` }}
                aria-label={CORNERS[i]}
                aria-describedby={`${uid}-ayuda`}
                onPointerDown={(e) => onPointerDown(i, e)}
                onPointerMove={(e) => onPointerMove(i, e)}
                onPointerUp={(e) => onPointerUp(i, e)}
                onPointerCancel={(e) => onPointerUp(i, e)}
                onKeyDown={(e) => onKeyDown(i, e)}
              >
                <span aria-hidden="true" className={styles.dot} />
              </button>
            ))}
            <canvas
              ref={loupeRef}
              width={132}
              height={132}
              className={styles.loupe}
              data-testid="visualizer-loupe"
              hidden={loupeAt === null}
              style={loupeAt ? { left: `${loupeAt.x * 100}%`, top: `${loupeAt.y * 100}%` } : undefined}
              aria-hidden="true"
            />
          </div>

          <div className={styles.controls}>
            <div className={styles.slider}>
              <label htmlFor={`${uid}-baja`}>{awning ? 'Qué tanto sale' : 'Qué tanto baja'}</label>
              <input
                id={`${uid}-baja`}
                type="range"
                min={0}
                max={100}
                step={5}
                value={drop}
                aria-valuetext={drop === 0 ? 'Recogida' : drop === 100 ? 'Extendida' : `${drop} %`}
                onChange={(e) => setDrop(Number(e.target.value))}
              />
            </div>
            <button type="button" className={styles.toggle} aria-pressed={before} onClick={() => setBefore((b) => !b)}>
              Ver antes
            </button>
            <button type="button" className={styles.primary} disabled={saving} onClick={() => void save()}>
              {saving ? 'Preparando…' : 'Guardar o compartir'}
            </button>
          </div>
        </>
      ) : null}
      <p aria-live="polite" className="visually-hidden">
        {announce}
      </p>
    </dialog>
  );
}
