import { buildInvitationPayload, EMPTY_INVITE_FORM, pagePathPreview, type InviteFormValues } from './invite-payload';

const filled: InviteFormValues = {
  ...EMPTY_INVITE_FORM,
  name: '  Marta Ríos ',
  email: ' marta@toldos.mx ',
  role_id: '2',
  company: 'Toldos Ríos',
  state_id: '14',
  municipality_id: '560',
  address: 'Av. Vallarta 100',
  distributor_id: '7',
  products: ['toldos', 'persianas', 'no-existe'],
};

describe('buildInvitationPayload', () => {
  it('sends a distributor its location and the products of its page, never a distributor of its own', () => {
    expect(buildInvitationPayload(filled, 'distributor')).toEqual({
      name: 'Marta Ríos',
      email: 'marta@toldos.mx',
      role_id: 2,
      company: 'Toldos Ríos',
      state_id: 14,
      municipality_id: 560,
      address: 'Av. Vallarta 100',
      products: ['persianas', 'toldos'],
    });
  });

  it('sends a customer the distributor who serves it, and no products', () => {
    const payload = buildInvitationPayload({ ...filled, role_id: '3' }, 'customer');
    expect(payload.distributor_id).toBe(7);
    expect(payload).not.toHaveProperty('products');
  });

  it('leaves out what is empty, and never sends a password', () => {
    expect(
      buildInvitationPayload({ ...EMPTY_INVITE_FORM, name: 'Ana', email: 'a@b.mx', role_id: '1' }, 'admin'),
    ).toEqual({ name: 'Ana', email: 'a@b.mx', role_id: 1 });
  });
});

describe('pagePathPreview', () => {
  it('names the page after the company, else the person, under the state', () => {
    expect(pagePathPreview('Toldos Ñandú, S.A.', 'Marta', 'Ciudad de México')).toBe(
      '/distribuidores/ciudad-de-mexico/toldos-nandu-s-a',
    );
    expect(pagePathPreview(' ', 'Marta Ríos', null)).toBe('/distribuidores/mexico/marta-rios');
    expect(pagePathPreview('', '', 'Jalisco')).toBeNull();
  });
});
