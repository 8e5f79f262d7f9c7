// Reading the visitor's photo on the device: EXIF orientation applied by the browser's decoder
// and the picture scaled to at most MAX_SIDE px on its long side before anything is drawn, so a
// 48-megapixel phone photo costs what a 1600-px one does. Nothing here makes a request.

/** Long side of the picture that is drawn and saved. */
export const MAX_SIDE = 1600;
/** Long side of the piece's layer while a corner is being dragged (the browser scales it up). */
export const DRAG_SIDE = 480;

type Size = { width: number; height: number };
/** The pixels drawn and saved, the size of the drag's layer, and the picture as a canvas (the loupe crops it). */
export type Photo = { full: ImageData; drag: Size; canvas: HTMLCanvasElement; width: number; height: number };

const fit = (w: number, h: number, side: number): Size => {
  const k = Math.min(1, side / Math.max(w, h));
  return { width: Math.max(1, Math.round(w * k)), height: Math.max(1, Math.round(h * k)) };
};

function scaled(source: CanvasImageSource, width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('canvas');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, 0, 0, width, height);
  return { canvas, pixels: ctx.getImageData(0, 0, width, height) };
}

export async function readPhoto(file: Blob): Promise<Photo> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const full = fit(bitmap.width, bitmap.height, MAX_SIDE);
    const big = scaled(bitmap, full.width, full.height);
    return {
      full: big.pixels,
      drag: fit(bitmap.width, bitmap.height, DRAG_SIDE),
      canvas: big.canvas,
      width: full.width,
      height: full.height,
    };
  } finally {
    bitmap.close();
  }
}
