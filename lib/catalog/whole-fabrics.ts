/**
 * Fabrics a public page shows whole (photo or colour cards); any beyond these are listed compactly,
 * one link each, so a type with hundreds of fabrics keeps its HTML small (≤ 60 KB gzip
 * at 100× the demo) while every fabric stays one link away for visitors and crawlers.
 */
export const WHOLE_FABRICS = 12;
