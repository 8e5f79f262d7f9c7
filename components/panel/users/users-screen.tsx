'use client';

// /panel/usuarios: the administrators' users screen. The list comes from GET /api/list-users
// (search, role and page in the address bar); from it an admin invites (or, on a host without
// invitations, adds with a password) and edits users, re-sends a pending invitation, turns
// accounts and their place on the dealer map on and off (hiding asks first), sets their map
// coordinates and moves their wallet. Whether the visitor may see it is the server's answer: a
// 403 from the list shows the refusal (the navigation only hides the link).

import Link from 'next/link';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import fieldStyles from '@/components/forms/field.module.css';
import { ExportButton } from '@/components/panel/exports/export-button';
import { EmptyState, ErrorBox } from '@/components/panel/ui';
import {
  replaceUserInPage,
  resendInvitation,
  toggleUserActive,
  toggleUserMap,
  useDistributors,
  useUsers,
  USERS_PATH_PREFIXES,
} from '@/lib/api/users';
import { useFeature } from '@/lib/api/capabilities';
import { revalidatePaths } from '@/lib/api/swr';
import type { RoleName, User } from '@/lib/contract/users';
import { useRoles } from '@/lib/api/roles';
import { useStates } from '@/lib/api/geo';
import { useSession } from '@/lib/api/session';
import { getPanelRoute } from '@/lib/panel-routes';
import { panelButton } from '../ui/button-class';
import { SearchRow, useSearchDraft } from '../ui/search-row';
import { CoordinatesDialog } from './coordinates-dialog';
import { DeactivateDialog } from './deactivate-dialog';
import { distributorNames } from './distributors';
import { HideFromMapDialog } from './hide-from-map-dialog';
import { InviteUserDialog } from './invite-user-dialog';
import {
  changeFilters,
  DEFAULT_FILTERS,
  filtersToListQuery,
  hasActiveFilters,
  SEARCH_MAX_LENGTH,
  type UserFilters,
} from './query';
import { UserFormDialog } from './user-form-dialog';
import { UsersTable, type UserAction } from './users-table';
import { useUserFilters } from './use-user-filters';
import { WalletDialog } from './wallet-dialog';
import { DealerPageDialog } from './dealer-page-dialog';
import { SalesSettingsCard } from './sales-settings-card';
import { FailedJobsCard } from './failed-jobs-card';
import styles from './users.module.css';

const ROUTE = getPanelRoute('/panel/usuarios');

/** Until GET /api/roles answers, the filter still names the role in the address bar. */
const ROLE_LABELS: Record<RoleName, string> = {
  admin: 'Administrador',
  distributor: 'Distribuidor',
  customer: 'Cliente',
};

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'invite' }
  | { kind: 'edit'; user: User }
  | { kind: 'deactivate'; user: User }
  | { kind: 'hide-map'; user: User }
  | { kind: 'coordinates'; user: User; intro?: string }
  | { kind: 'wallet'; user: User }
  | { kind: 'dealer-page'; user: User };

type Failure = { title: string; message: string };

export function UsersScreen() {
  const headingId = useId();
  const sessionRole = useSession((state) => state.user?.role.name);
  const { filters, setFilters } = useUserFilters();
  const list = useUsers(filtersToListQuery(filters));
  const states = useStates();
  // Adding invites by e-mail, unless the host lacks invitations (then the admin types a password).
  const invitations = useFeature('invitations').status;
  const hasCustomers = list.data?.data.some((user) => user.role.name === 'customer') ?? false;
  const distributors = useDistributors(hasCustomers);

  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());

  const stateNames = new Map((states.data ?? []).map((state) => [state.id, state.name]));
  const servedBy = distributorNames(distributors.data ?? []);
  const page = list.data;
  const error = list.error;
  const forbidden = error?.status === 403;

  // ── Actions on a row ────────────────────────────────────────────────────────
  function replaceInList(updated: User) {
    void list.mutate((current) => (current ? replaceUserInPage(current, updated) : current), { revalidate: false });
  }

  function refreshLists() {
    void revalidatePaths(USERS_PATH_PREFIXES);
  }

  /** Marks a row's call under way while `work` runs. */
  async function whilePending<T>(key: string, work: () => Promise<T>): Promise<T> {
    setFailure(null);
    setNotice('');
    setPending((current) => new Set(current).add(key));
    try {
      return await work();
    } finally {
      setPending((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
    }
  }

  async function resend(user: User) {
    const result = await whilePending(`${user.id}:invitation`, () => resendInvitation(user.id));
    if (!result.ok) {
      setFailure({ title: `No se pudo reenviar la invitación a ${user.name}.`, message: result.error.message });
      return;
    }
    setNotice(result.data.message || `Enviamos una invitación nueva a ${user.email}.`);
  }

  async function toggle(user: User, what: 'active' | 'map') {
    const result = await whilePending(`${user.id}:${what}`, () =>
      what === 'active' ? toggleUserActive(user.id) : toggleUserMap(user.id),
    );
    if (!result.ok) {
      const action =
        what === 'active'
          ? user.active
            ? `desactivar a ${user.name}`
            : `activar a ${user.name}`
          : user.show_on_map
            ? `ocultar del mapa a ${user.name}`
            : `mostrar en el mapa a ${user.name}`;
      setFailure({ title: `No se pudo ${action}.`, message: result.error.message });
      return;
    }
    const updated = result.data;
    replaceInList(updated);
    if (what === 'active') {
      setNotice(
        updated.active
          ? `La cuenta de ${updated.name} está activa.`
          : `La cuenta de ${updated.name} quedó desactivada y sus sesiones se cerraron.`,
      );
    } else {
      setNotice(
        updated.show_on_map
          ? `${updated.name} aparece en el mapa de distribuidores.`
          : `${updated.name} ya no aparece en el mapa de distribuidores.`,
      );
    }
  }

  function onAction(action: UserAction, user: User) {
    setFailure(null);
    switch (action) {
      case 'toggle-active':
        if (user.active) setDialog({ kind: 'deactivate', user });
        else void toggle(user, 'active');
        break;
      case 'toggle-map':
        // Hiding takes the dealer off the locator and sends its new requests elsewhere: asked first.
        if (user.show_on_map) setDialog({ kind: 'hide-map', user });
        else void toggle(user, 'map');
        break;
      case 'resend-invitation':
        void resend(user);
        break;
      case 'edit':
        setDialog({ kind: 'edit', user });
        break;
      case 'coordinates':
        setDialog({ kind: 'coordinates', user });
        break;
      case 'wallet':
        setDialog({ kind: 'wallet', user });
        break;
      case 'dealer-page':
        setDialog({ kind: 'dealer-page', user });
        break;
    }
  }

  const closeDialog = () => setDialog(null);
  const focusHeading = () => document.getElementById(headingId);

  // ── Refusal ─────────────────────────────────────────────────────────────────
  if (forbidden) {
    return (
      <div className={styles.page}>
        <h1 id={headingId} className={styles.title} tabIndex={-1}>
          {ROUTE.title}
        </h1>
        <div className={styles.refusal}>
          <p className={styles.refusalTitle}>No tienes permiso para ver esta sección.</p>
          {/* The server's own words, unless they only say the same again. */}
          {error.body.message && !/^no tienes permiso/i.test(error.body.message) ? <p>{error.body.message}</p> : null}
          <Link href="/panel">Ir al inicio del panel</Link>
        </div>
      </div>
    );
  }

  // Until the server has answered, only an administrator's session shows the tools.
  const showTools = page !== undefined || (sessionRole === 'admin' && !error);
  const filtering = hasActiveFilters(filters);
  const refreshing = page !== undefined && list.isLoading;

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 id={headingId} className={styles.title} tabIndex={-1}>
          {ROUTE.title}
        </h1>
        {showTools ? (
          <button
            type="button"
            className={panelButton('primary')}
            onClick={() => setDialog({ kind: invitations === 'unavailable' ? 'add' : 'invite' })}
          >
            Agregar usuario
          </button>
        ) : null}
      </div>

      {showTools ? <FailedJobsCard /> : null}
      {showTools ? <SalesSettingsCard /> : null}
      {showTools ? <FilterBar filters={filters} setFilters={setFilters} /> : null}
      {showTools ? (
        <div className={styles.exportRow}>
          <ExportButton
            target={{ resource: 'users', filters: { search: filters.search, role: filters.role } }}
            what="los usuarios"
            disabled={!page || page.total === 0}
          />
        </div>
      ) : null}

      <p role="status" className={notice ? styles.notice : 'visually-hidden'}>
        {notice}
      </p>
      {failure ? (
        <div role="alert" className={styles.alert}>
          <p className={styles.alertTitle}>{failure.title}</p>
          {failure.message ? <p>{failure.message}</p> : null}
        </div>
      ) : null}

      {error ? (
        <ErrorBox error={error} title="No se pudo cargar la lista de usuarios" onRetry={() => void list.mutate()} />
      ) : (
        <UsersTable
          page={page}
          pageNumber={filters.page}
          pageSize={filters.perPage}
          busy={refreshing}
          stateNames={stateNames}
          distributorNames={servedBy}
          pending={pending}
          onAction={onAction}
          onPageChange={(next) => setFilters(changeFilters(filters, { page: next }))}
          onPageSizeChange={(size) => setFilters(changeFilters(filters, { perPage: size }))}
          empty={
            filtering ? (
              <EmptyState
                title="Ningún usuario coincide con la búsqueda"
                action={
                  <button
                    type="button"
                    className={panelButton('secondary')}
                    onClick={() => setFilters({ ...DEFAULT_FILTERS, perPage: filters.perPage })}
                  >
                    Quitar filtros
                  </button>
                }
              >
                Prueba con otra palabra o con otro rol.
              </EmptyState>
            ) : (
              <EmptyState title="Aún no hay usuarios">Agrega el primero con «Agregar usuario».</EmptyState>
            )
          }
          noMatches={
            <>
              No hay usuarios en la página {filters.page}.{' '}
              <button
                type="button"
                className={panelButton('secondary')}
                onClick={() => setFilters(changeFilters(filters, { page: 1 }))}
              >
                Ir a la primera página
              </button>
            </>
          }
        />
      )}

      {dialog?.kind === 'add' ? (
        <UserFormDialog
          mode="add"
          onClose={closeDialog}
          onSaved={(user) => {
            closeDialog();
            setNotice(`Se creó la cuenta de ${user.name} (${user.email}).`);
            refreshLists();
          }}
        />
      ) : null}
      {dialog?.kind === 'invite' ? (
        <InviteUserDialog
          onClose={closeDialog}
          onInvited={(user) => {
            refreshLists();
            setNotice(
              `Enviamos la invitación a ${user.email}. ${user.name} aparece con «Invitación pendiente» hasta que cree su contraseña.`,
            );
            // A distributor's last step: its point on the map (it can wait: «Ubicación» on its row).
            if (user.role.name === 'distributor')
              setDialog({
                kind: 'coordinates',
                user,
                intro:
                  'Último paso: el punto de su negocio en el mapa. Si aún no lo sabes, ciérralo y ponlo después con «Ubicación».',
              });
            else closeDialog();
          }}
        />
      ) : null}
      {dialog?.kind === 'hide-map' ? (
        <HideFromMapDialog
          user={dialog.user}
          onCancel={closeDialog}
          fallbackFocus={focusHeading}
          onConfirm={() => {
            const { user } = dialog;
            closeDialog();
            void toggle(user, 'map');
          }}
        />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <UserFormDialog
          mode="edit"
          user={dialog.user}
          onClose={closeDialog}
          fallbackFocus={focusHeading}
          onSaved={(user) => {
            closeDialog();
            replaceInList(user);
            setNotice(`Se guardaron los cambios de ${user.name}.`);
            refreshLists();
          }}
        />
      ) : null}
      {dialog?.kind === 'deactivate' ? (
        <DeactivateDialog
          user={dialog.user}
          onCancel={closeDialog}
          fallbackFocus={focusHeading}
          onConfirm={() => {
            const { user } = dialog;
            closeDialog();
            void toggle(user, 'active');
          }}
        />
      ) : null}
      {dialog?.kind === 'coordinates' ? (
        <CoordinatesDialog
          user={dialog.user}
          intro={dialog.intro}
          onClose={closeDialog}
          fallbackFocus={focusHeading}
          onSaved={(user) => {
            closeDialog();
            if (user) replaceInList(user);
            else void list.mutate();
            setNotice(`Se guardó la ubicación de ${dialog.user.name}.`);
          }}
        />
      ) : null}
      {dialog?.kind === 'wallet' ? (
        <WalletDialog user={dialog.user} onClose={closeDialog} fallbackFocus={focusHeading} />
      ) : null}
      {dialog?.kind === 'dealer-page' ? (
        <DealerPageDialog user={dialog.user} onClose={closeDialog} fallbackFocus={focusHeading} />
      ) : null}
    </div>
  );
}

type FilterBarProps = {
  filters: UserFilters;
  setFilters: (next: UserFilters, options?: { replace?: boolean }) => void;
};

/** Search (sent after a pause in typing), role and page size. */
function FilterBar({ filters, setFilters }: FilterBarProps) {
  const roles = useRoles();
  const roleOptions = roles.data?.length
    ? roles.data.map((role) => ({ value: role.name, label: role.label }))
    : (Object.keys(ROLE_LABELS) as RoleName[]).map((name) => ({ value: name, label: ROLE_LABELS[name] }));

  // The latest filters, for a search applied after a pause in typing.
  const filtersRef = useRef(filters);
  useEffect(() => {
    filtersRef.current = filters;
  });
  const onSearch = useCallback(
    (value: string) => setFilters(changeFilters(filtersRef.current, { search: value }), { replace: true }),
    [setFilters],
  );
  const { draft, setDraft, submit } = useSearchDraft(filters.search, onSearch);

  return (
    <div className={styles.filters}>
      <form
        role="search"
        aria-label="Usuarios"
        className={styles.searchForm}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className={`${fieldStyles.field} ${styles.filterField}`}>
          <label htmlFor="usuarios-buscar" className={fieldStyles.label}>
            Buscar
          </label>
          {/* The list follows what is typed; the button searches at once, as a search form should. */}
          <SearchRow
            id="usuarios-buscar"
            draft={draft}
            setDraft={setDraft}
            maxLength={SEARCH_MAX_LENGTH}
            inputClassName={fieldStyles.control}
            describedBy="usuarios-buscar-ayuda"
          />
          <p id="usuarios-buscar-ayuda" className={fieldStyles.hint}>
            Nombre, correo, empresa o teléfono.
          </p>
        </div>
      </form>
      <div className={`${fieldStyles.field} ${styles.filterField}`}>
        <label htmlFor="usuarios-rol" className={fieldStyles.label}>
          Rol
        </label>
        <select
          id="usuarios-rol"
          className={`${fieldStyles.control} ${fieldStyles.select}`}
          value={filters.role}
          onChange={(event) => setFilters(changeFilters(filters, { role: event.target.value as RoleName | '' }))}
        >
          <option value="">Todos los roles</option>
          {roleOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
