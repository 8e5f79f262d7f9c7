import { STATES, STATES_BY_NAME } from './states';

describe('STATES_BY_NAME', () => {
  it('is every state once, in the order es-MX sorts their names', () => {
    const collator = new Intl.Collator('es-MX');
    const sorted = [...STATES].sort((a, b) => collator.compare(a.name, b.name)).map(({ id, name }) => ({ id, name }));
    expect(STATES_BY_NAME).toEqual(sorted);
  });
});
