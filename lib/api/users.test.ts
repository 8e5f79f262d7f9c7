import { replaceUser, replaceUserInPage } from './users';

const ana = { id: 1, name: 'Ana', active: true };
const beto = { id: 2, name: 'Beto', active: true };

describe('replaceUser', () => {
  it('replaces the entry matching the updated user and keeps the others and the order', () => {
    const updated = { ...beto, active: false };

    const list = replaceUser([ana, beto], updated);

    expect(list).toEqual([ana, updated]);
    expect(list[0]).toBe(ana);
  });

  it('leaves the list as it was when no entry matches', () => {
    const original = [ana, beto];
    const list = replaceUser(original, { id: 9, name: 'Otro', active: false });

    expect(list).toEqual(original);
    expect(list).not.toBe(original);
  });

  it('replaces the entry inside a paginated page', () => {
    const page = { data: [ana, beto], current_page: 1, last_page: 1, per_page: 15, total: 2 };
    const updated = { ...ana, active: false };

    expect(replaceUserInPage(page, updated)).toEqual({ ...page, data: [updated, beto] });
  });
});
