import type { User } from '@/lib/contract/users';
import {
  buildNewUserPayload,
  buildUserUpdatePayload,
  EMPTY_USER_FORM,
  isEmptyPayload,
  toId,
  userToFormValues,
  type UserFormValues,
} from './payload';

const jorge: User = {
  id: 2,
  name: 'Jorge Villaseñor',
  email: 'distribuidor@solara.test',
  phone: '3331225870',
  whatsapp: null,
  public_email: null,
  company: 'Decor Ventanas Providencia',
  rfc: null,
  role_id: 2,
  role: { id: 2, name: 'distributor', label: 'Distribuidor' },
  state_id: 14,
  municipality_id: 530,
  address: 'Av. Pablo Neruda 2915',
  postal_code: null,
  image: null,
  coordinates: { lat: 20.69, lng: -103.39 },
  active: true,
  show_on_map: true,
  distributor_id: null,
  discount_limit_pct: null,
  created_at: '2026-01-01T00:00:00.000Z',
  two_factor_enabled: false,
  two_factor_required: false,
  invitation_pending: false,
};

const lucia: User = {
  ...jorge,
  id: 3,
  name: 'Lucía Hernández',
  email: 'cliente@solara.test',
  role_id: 3,
  role: { id: 3, name: 'customer', label: 'Cliente' },
  distributor_id: 2,
  company: null,
};

const form = (values: Partial<UserFormValues>): UserFormValues => ({ ...EMPTY_USER_FORM, ...values });

describe('toId', () => {
  it.each([
    ['14', 14],
    [' 7 ', 7],
    ['', null],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['abc', null],
  ])('%p → %p', (value, expected) => {
    expect(toId(value)).toBe(expected);
  });
});

describe('buildNewUserPayload', () => {
  it('leaves out every empty field', () => {
    expect(
      buildNewUserPayload(
        form({ name: 'Ana Pérez', email: 'ana@example.mx', password: 'Clave-segura-1', role_id: '3' }),
        true,
      ),
    ).toEqual({
      name: 'Ana Pérez',
      email: 'ana@example.mx',
      password: 'Clave-segura-1',
      role_id: 3,
    });
  });

  it('trims text, turns ids into numbers and keeps the password as typed', () => {
    const payload = buildNewUserPayload(
      form({
        name: '  Ana Pérez ',
        email: ' ana@example.mx ',
        password: ' con espacios ',
        role_id: '3',
        phone: ' 33 1234 5678 ',
        company: ' Casa Ana ',
        state_id: '14',
        municipality_id: '530',
        address: ' Calle 1 ',
        distributor_id: '2',
      }),
      true,
    );
    expect(payload).toEqual({
      name: 'Ana Pérez',
      email: 'ana@example.mx',
      password: ' con espacios ',
      role_id: 3,
      phone: '33 1234 5678',
      company: 'Casa Ana',
      state_id: 14,
      municipality_id: 530,
      address: 'Calle 1',
      distributor_id: 2,
    });
  });

  it('sends a distributor only for a customer', () => {
    const values = form({ name: 'Ana', email: 'a@b.mx', password: '12345678', role_id: '2', distributor_id: '2' });
    expect(buildNewUserPayload(values, false)).not.toHaveProperty('distributor_id');
    expect(buildNewUserPayload(values, true)).toHaveProperty('distributor_id', 2);
  });

  it('never sends an empty string', () => {
    const payload = buildNewUserPayload(form({ phone: '   ', company: '', address: ' ' }), true);
    expect(Object.values(payload)).not.toContain('');
    expect(payload).toEqual({});
  });
});

describe('buildUserUpdatePayload', () => {
  it('sends nothing when nothing changed (the password stays empty)', () => {
    const payload = buildUserUpdatePayload(userToFormValues(jorge), jorge, false);
    expect(payload).toEqual({});
    expect(isEmptyPayload(payload)).toBe(true);
  });

  it('sends only the changed fields', () => {
    const values = { ...userToFormValues(jorge), company: 'Decor Ventanas Chapalita', phone: '3331225871' };
    expect(buildUserUpdatePayload(values, jorge, false)).toEqual({
      company: 'Decor Ventanas Chapalita',
      phone: '3331225871',
    });
  });

  it('omits empty required fields and an empty password instead of sending ""', () => {
    const values = { ...userToFormValues(jorge), name: '  ', email: '', password: '', role_id: '' };
    const payload = buildUserUpdatePayload(values, jorge, false);
    expect(payload).toEqual({});
    expect(Object.values(payload)).not.toContain('');
  });

  it('sends a new password when one was typed', () => {
    expect(buildUserUpdatePayload({ ...userToFormValues(jorge), password: 'Nueva-clave-2026' }, jorge, false)).toEqual({
      password: 'Nueva-clave-2026',
    });
  });

  it('clears an optional field that had a value with null, never with ""', () => {
    const values = {
      ...userToFormValues(jorge),
      company: '',
      phone: ' ',
      address: '',
      state_id: '',
      municipality_id: '',
    };
    expect(buildUserUpdatePayload(values, jorge, false)).toEqual({
      company: null,
      phone: null,
      address: null,
      state_id: null,
      municipality_id: null,
    });
  });

  it('leaves out an optional field that was empty and still is', () => {
    expect(buildUserUpdatePayload({ ...userToFormValues(lucia), company: '' }, lucia, true)).toEqual({});
  });

  it('compares trimmed text and e-mail addresses without case', () => {
    const values = { ...userToFormValues(jorge), name: ' Jorge Villaseñor ', email: 'Distribuidor@Solara.test' };
    expect(buildUserUpdatePayload(values, jorge, false)).toEqual({});
  });

  it('sends a changed role, state and municipality as numbers', () => {
    const values = { ...userToFormValues(jorge), role_id: '3', state_id: '9', municipality_id: '270' };
    expect(buildUserUpdatePayload(values, jorge, true)).toEqual({ role_id: 3, state_id: 9, municipality_id: 270 });
  });

  it("changes or clears a customer's distributor", () => {
    expect(buildUserUpdatePayload({ ...userToFormValues(lucia), distributor_id: '8' }, lucia, true)).toEqual({
      distributor_id: 8,
    });
    expect(buildUserUpdatePayload({ ...userToFormValues(lucia), distributor_id: '' }, lucia, true)).toEqual({
      distributor_id: null,
    });
  });

  it('clears the distributor when the user is no longer a customer', () => {
    const values = { ...userToFormValues(lucia), role_id: '2' };
    expect(buildUserUpdatePayload(values, lucia, false)).toEqual({ role_id: 2, distributor_id: null });
  });
});

describe('userToFormValues', () => {
  it('fills the form with strings and leaves the password empty', () => {
    expect(userToFormValues({ ...lucia, phone: null, state_id: null, municipality_id: null })).toEqual({
      name: 'Lucía Hernández',
      email: 'cliente@solara.test',
      password: '',
      role_id: '3',
      phone: '',
      company: '',
      state_id: '',
      municipality_id: '',
      address: 'Av. Pablo Neruda 2915',
      distributor_id: '2',
      discount_limit_pct: '',
    });
  });
});

describe("a distributor's discount limit", () => {
  const dealer: User = {
    ...lucia,
    role_id: 2,
    role: { id: 2, name: 'distributor', label: 'Distribuidor' },
    distributor_id: null,
  };

  it('is sent when it changed, as typed; emptied, it goes back to the default (null)', () => {
    const values = userToFormValues(dealer);
    expect(buildUserUpdatePayload({ ...values, discount_limit_pct: '12,5' }, dealer, false, true)).toEqual({
      discount_limit_pct: '12.5',
    });
    const limited = { ...dealer, discount_limit_pct: '15' };
    expect(
      buildUserUpdatePayload({ ...userToFormValues(limited), discount_limit_pct: '' }, limited, false, true),
    ).toEqual({
      discount_limit_pct: null,
    });
    expect(buildUserUpdatePayload(userToFormValues(limited), limited, false, true)).toEqual({});
  });

  it('is not sent for anyone but a distributor', () => {
    expect(buildUserUpdatePayload({ ...userToFormValues(lucia), discount_limit_pct: '9' }, lucia, true)).toEqual({});
  });
});
