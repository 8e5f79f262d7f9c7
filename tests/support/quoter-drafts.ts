// Quoter pieces as a visitor leaves them, on the catalogue fixture: a 1.50 × 1.80 m screen roller
// blind and a 3.00 × 2.00 m retractable awning with a cofre, each changeable by `over`.
import { emptyPiece } from '@/lib/quoter/state';
import type { PieceDraft } from '@/lib/quoter/types';

export const blindDraft = (over: Partial<PieceDraft> = {}): PieceDraft => ({
  ...emptyPiece('p1', 'persianas'),
  type: 'enrollables',
  fabric: 'screen-5',
  color: 'blanco',
  width: '150',
  height: '180',
  ...over,
});

export const awningDraft = (over: Partial<PieceDraft> = {}): PieceDraft => ({
  ...emptyPiece('p2', 'toldos'),
  type: 'retractiles',
  model: 'cofre',
  fabric: 'acrilico',
  color: 'arena',
  width: '300',
  height: '200',
  ...over,
});
