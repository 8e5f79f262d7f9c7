// Mount type and the factory's deductions (README "Medición y descuentos"). A blind measured
// inside the opening ("dentro del vano") is made a little smaller so its brackets fit and it
// does not rub the walls or touch the sill; one mounted outside is made as measured (the guide
// tells the visitor to add the overlap). A piece with no mount type is made as measured, so
// quotes saved before the mount existed price exactly as they did.

export type Mount = 'dentro' | 'fuera';

export const MOUNTS: readonly Mount[] = ['dentro', 'fuera'];

export const MOUNT_LABELS: Record<Mount, string> = { dentro: 'dentro del vano', fuera: 'fuera del vano' };

/** Centimetres the factory takes off the measure, per mount type. */
export const DEDUCTIONS_CM: Record<Mount, { width: number; height: number }> = {
  dentro: { width: 1, height: 1 },
  fuera: { width: 0, height: 0 },
};

/** The overlap the guide recommends on each side for an outside mount. */
export const OUTSIDE_OVERLAP_CM = 5;

export const isMount = (v: unknown): v is Mount => v === 'dentro' || v === 'fuera';

/** The size the factory makes from the visitor's measure (already rounded up to the centimetre). */
export function finishedSize(mount: Mount | null | undefined, widthCm: number, heightCm: number) {
  const d = mount ? DEDUCTIONS_CM[mount] : { width: 0, height: 0 };
  return { widthCm: widthCm - d.width, heightCm: heightCm - d.height };
}
