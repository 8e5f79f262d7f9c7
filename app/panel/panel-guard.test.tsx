// The panel's guard sends an administrator who must turn on the second factor
// (REQUIRE_ADMIN_2FA=1, `two_factor_required` on the user) to the profile, where enrolment is,
// and shows nothing else of the panel meanwhile (README: "the panel takes them to their profile").
import { render, screen } from '@testing-library/react';
import { PanelGuard } from './panel-guard';

const mockReplace = jest.fn();
let mockPath = '/panel/usuarios';
let mockUser: Record<string, unknown> | null = null;

// Mocked by relative path: jest.mock does not resolve the '@/' alias.
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: mockReplace }),
  usePathname: () => mockPath,
}));
jest.mock('../../lib/api/token', () => ({ useStoredToken: () => 'token-de-prueba', subscribeToToken: () => () => {} }));
jest.mock('../../lib/api/session', () => ({
  loadUser: () => Promise.resolve(mockUser),
  logout: () => Promise.resolve(),
  useSession: (select: (state: { user: unknown }) => unknown) => select({ user: mockUser }),
}));
jest.mock('../../components/panel/panel-frame', () => ({
  PanelStatus: ({ children }: { children: React.ReactNode }) => <p role="status">{children}</p>,
  PanelFrame: ({ children }: { children: React.ReactNode }) => <div data-testid="panel">{children}</div>,
}));

const admin = (twoFactorRequired: boolean) => ({
  id: 1,
  name: 'Mariana Robles',
  role: { name: 'admin' },
  two_factor_required: twoFactorRequired,
});

beforeEach(() => {
  mockReplace.mockClear();
  mockPath = '/panel/usuarios';
});

describe('PanelGuard under REQUIRE_ADMIN_2FA=1', () => {
  it('sends an administrator without the second factor to the profile, showing none of the screen', () => {
    mockUser = admin(true);
    render(
      <PanelGuard>
        <h1>Usuarios</h1>
      </PanelGuard>,
    );
    expect(mockReplace).toHaveBeenCalledWith('/panel/perfil');
    expect(screen.getByRole('status')).toHaveTextContent('Te llevamos a activar la verificación en dos pasos…');
    expect(screen.queryByRole('heading', { name: 'Usuarios' })).toBeNull();
  });

  it('lets that administrator use the profile, where enrolment is', () => {
    mockUser = admin(true);
    mockPath = '/panel/perfil';
    render(
      <PanelGuard>
        <h1>Mi perfil</h1>
      </PanelGuard>,
    );
    expect(mockReplace).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Mi perfil' })).toBeInTheDocument();
  });

  it('lets an administrator with the second factor anywhere', () => {
    mockUser = admin(false);
    render(
      <PanelGuard>
        <h1>Usuarios</h1>
      </PanelGuard>,
    );
    expect(mockReplace).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Usuarios' })).toBeInTheDocument();
  });
});
