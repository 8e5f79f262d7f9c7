import { fixtureCatalog } from '@/tests/support/catalog-fixture';
import { awningDraft, blindDraft } from '@/tests/support/quoter-drafts';
import { quoterCatalog } from './public-catalog';
import { priceDraft } from './price';

const pieces = [
  blindDraft({ motor: 'motion-30', gallery: 'cenefa', installation: true }),
  awningDraft(),
  // One out of range: the same errors either way.
  blindDraft({ id: 'p3', width: '20' }),
];

describe('the catalogue the public quoter page sends', () => {
  it('drops the prose and keeps what prices, lists and draws the pieces', () => {
    const trimmed = quoterCatalog(fixtureCatalog);
    expect(trimmed.fabrics.every((f) => f.description === '')).toBe(true);
    expect(trimmed.models.every((m) => m.description === '' && m.features.length === 0)).toBe(true);
    // Names, summaries, colours and a fabric's composition (its drawn pattern) are all still there.
    expect(trimmed.types.map((t) => [t.slug, t.name, t.summary])).toEqual(
      fixtureCatalog.types.map((t) => [t.slug, t.name, t.summary]),
    );
    expect(trimmed.fabrics.map((f) => [f.composition, f.colors])).toEqual(
      fixtureCatalog.fabrics.map((f) => [f.composition, f.colors]),
    );
    expect(JSON.stringify(priceDraft(trimmed, pieces, 'publico'))).toBe(
      JSON.stringify(priceDraft(fixtureCatalog, pieces, 'publico')),
    );
  });
});
