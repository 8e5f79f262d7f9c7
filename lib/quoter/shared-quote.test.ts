import { SAMPLE_AWNING, SAMPLE_BLIND } from '@/tests/support/sample-items';
import { toQuoteItem } from './price';
import { draftFromItems, shareTokenFrom } from './shared-quote';

const blind = SAMPLE_BLIND;
const awning = SAMPLE_AWNING;

describe('a shared quote back in the quoter', () => {
  it('turns each configuration into a piece that sends the same configuration', () => {
    const draft = draftFromItems([blind, awning])!;
    expect(draft.pieces.map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(draft).toMatchObject({ activeId: 'p1', seq: 3, notes: '' });
    expect(draft.pieces[0]).toMatchObject({
      width: '150.5',
      height: '180',
      quantity: '2',
      room: 'Recámara',
      gallery: 'cassette',
    });
    expect(toQuoteItem(draft.pieces[0]!)).toEqual(blind);
    expect(toQuoteItem(draft.pieces[1]!)).toEqual(awning);
  });

  it('has nothing to open without pieces', () => {
    expect(draftFromItems([])).toBeNull();
  });

  it('reads the token of ?c=', () => {
    expect(shareTokenFrom('?c=1.abc.def&x=1')).toBe('1.abc.def');
    expect(shareTokenFrom('?tipo=enrollables')).toBeNull();
    expect(shareTokenFrom(`?c=${'a'.repeat(4001)}`)).toBeNull();
  });
});
