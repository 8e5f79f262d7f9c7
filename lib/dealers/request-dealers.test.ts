/** @jest-environment node */
import { dealerChoices } from './request-dealers';
import { CDMX, DEALERS, GDL, MERIDA, MONTERREY, QUERETARO, ZAPOPAN } from '@/tests/support/test-dealers';

// Test dealers: odd ids sell blinds, awnings and motors (GDL, MONTERREY, MERIDA); even ids blinds
// only (ZAPOPAN, CDMX, QUERETARO).
const ids = (choices: ReturnType<typeof dealerChoices>) => choices.dealers.map((d) => d.id);

describe('dealerChoices', () => {
  it("offers only the state's dealers that sell every line, the visitor's municipality first", () => {
    expect(dealerChoices(DEALERS, ['persianas'], 14, 400)).toEqual({ kind: 'sells-all', dealers: [ZAPOPAN, GDL] });
    expect(ids(dealerChoices(DEALERS, ['persianas', 'toldos'], 14, 400))).toEqual([GDL.id]);
    expect(ids(dealerChoices(DEALERS, ['toldos'], 22, null))).toEqual([]);
  });

  it('when nobody sells it all, the nearest to the state with what they sell, to choose from', () => {
    const blindsOnly = DEALERS.map((d) => ({ ...d, products: ['persianas'] }));
    const choices = dealerChoices(blindsOnly, ['persianas', 'toldos'], 22, null);
    expect(choices.kind).toBe('choose');
    expect(ids(choices)).toEqual([QUERETARO.id, CDMX.id, GDL.id, ZAPOPAN.id, MONTERREY.id]);
    expect(ids(choices)).not.toContain(MERIDA.id);
  });

  it('offers every dealer of the state when none lists what it sells, and the brand when there are none', () => {
    expect(
      ids(
        dealerChoices(
          DEALERS.map((d) => ({ ...d, products: [] })),
          ['toldos'],
          14,
          320,
        ),
      ),
    ).toEqual([GDL.id, ZAPOPAN.id]);
    expect(dealerChoices([], ['persianas'], 14, null)).toEqual({ kind: 'brand', dealers: [] });
  });
});
