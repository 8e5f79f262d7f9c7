'use client';

// The users table, on the panel's DataTable (server paging: the rows are one page of
// GET /api/list-users): one row per user, the account and map switches (toggle buttons with
// aria-pressed) and the row's actions. DataTable gives the labelled, focusable region that
// scrolls sideways at 360 px, the skeleton rows and the pager. A customer's role cell names the
// distributor that serves it; an invited user not yet through its link is marked as pending.

import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '@/components/panel/data-table';
import { useFeature } from '@/lib/api/capabilities';
import type { Paginated } from '@/lib/contract/common';
import type { User } from '@/lib/contract/users';
import { PER_PAGE_OPTIONS } from './query';
import invitationStyles from './invitations.module.css';
import styles from './users.module.css';

export type UserAction =
  'toggle-active' | 'toggle-map' | 'edit' | 'coordinates' | 'wallet' | 'dealer-page' | 'resend-invitation';

type UsersTableProps = {
  /** undefined while the first page loads (skeleton rows). */
  page: Paginated<User> | undefined;
  /** Page and size the address asks for (the server's answer may still be on its way). */
  pageNumber: number;
  pageSize: number;
  /** The next page or search is on its way: the rows shown are the previous ones. */
  busy: boolean;
  stateNames: ReadonlyMap<number, string>;
  /** The distributors' names by id, for the customers' rows (empty while they load). */
  distributorNames: ReadonlyMap<number, string>;
  /** `${id}:active`, `${id}:map` or `${id}:invitation` while that call is under way. */
  pending: ReadonlySet<string>;
  onAction: (action: UserAction, user: User) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  /** Shown instead of the table when the page has no users at all. */
  empty: ReactNode;
  /** Shown in the table when a later page has none (the list shrank meanwhile). */
  noMatches: ReactNode;
};

export function UsersTable({
  page,
  pageNumber,
  pageSize,
  busy,
  stateNames,
  distributorNames,
  pending,
  onAction,
  onPageChange,
  onPageSizeChange,
  empty,
  noMatches,
}: UsersTableProps) {
  const columns: DataTableColumn<User>[] = [
    {
      id: 'name',
      header: 'Usuario',
      accessor: (user) => user.name,
      rowHeader: true,
      minWidth: '11rem',
      render: (user) => (
        <span className={styles.who}>
          <span className={styles.name}>{user.name}</span>
          <span className={styles.email}>{user.email}</span>
          {user.invitation_pending ? <span className={invitationStyles.pending}>Invitación pendiente</span> : null}
        </span>
      ),
    },
    { id: 'company', header: 'Empresa', accessor: (user) => user.company, minWidth: '9rem' },
    {
      id: 'role',
      header: 'Rol',
      accessor: (user) => user.role.label,
      render: (user) => <RoleCell user={user} distributorNames={distributorNames} />,
    },
    {
      id: 'state',
      header: 'Estado',
      accessor: (user) => (user.state_id === null ? null : (stateNames.get(user.state_id) ?? '…')),
    },
    {
      id: 'active',
      header: 'Cuenta',
      render: (user) => <ActiveSwitch user={user} pending={pending.has(`${user.id}:active`)} onAction={onAction} />,
    },
    {
      id: 'map',
      header: 'Mapa',
      render: (user) => <MapSwitch user={user} pending={pending.has(`${user.id}:map`)} onAction={onAction} />,
    },
    {
      id: 'actions',
      header: 'Acciones',
      render: (user) => <RowActions user={user} pending={pending.has(`${user.id}:invitation`)} onAction={onAction} />,
    },
  ];

  return (
    <div className={busy ? styles.refreshing : undefined} aria-busy={busy || undefined}>
      <DataTable
        label="Usuarios"
        columns={columns}
        rows={page?.data}
        rowKey={(user) => user.id}
        pageSizes={PER_PAGE_OPTIONS}
        server={{
          page: page?.current_page ?? pageNumber,
          pageSize,
          total: page?.total ?? 0,
          onPageChange,
          onPageSizeChange,
        }}
        rowClassName={(user) => (user.active ? undefined : styles.inactiveRow)}
        empty={empty}
        noMatches={noMatches}
      />
    </div>
  );
}

type CellProps = { user: User; pending: boolean; onAction: (action: UserAction, user: User) => void };

/** Account on/off. The name says what a press does ("Desactivar a …"); aria-pressed, whether it is on. */
function ActiveSwitch({ user, pending, onAction }: CellProps) {
  return (
    <div className={styles.switchCell}>
      <span className={user.active ? styles.statusOn : styles.statusOff}>{user.active ? 'Activa' : 'Desactivada'}</span>
      <button
        type="button"
        className={styles.toggleButton}
        aria-pressed={user.active}
        disabled={pending}
        aria-busy={pending || undefined}
        data-toggle="active"
        onClick={() => onAction('toggle-active', user)}
      >
        {user.active ? 'Desactivar' : 'Activar'}
        <span className="visually-hidden"> a {user.name}</span>
      </button>
    </div>
  );
}

/** Shown on the dealer map or not; only distributors appear there. */
function MapSwitch({ user, pending, onAction }: CellProps) {
  if (user.role.name !== 'distributor') {
    return (
      <span className={styles.missing}>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">No aplica: solo los distribuidores aparecen en el mapa</span>
      </span>
    );
  }
  return (
    <div className={styles.switchCell}>
      <span className={user.show_on_map ? styles.statusOn : styles.statusOff}>
        {user.show_on_map ? 'Visible' : 'Oculto'}
      </span>
      <button
        type="button"
        className={styles.toggleButton}
        aria-pressed={user.show_on_map}
        disabled={pending}
        aria-busy={pending || undefined}
        data-toggle="map"
        onClick={() => onAction('toggle-map', user)}
      >
        {user.show_on_map ? 'Ocultar' : 'Mostrar'}
        <span className="visually-hidden">
          {user.show_on_map ? ' del mapa a ' : ' en el mapa a '}
          {user.name}
        </span>
      </button>
      {user.show_on_map && !user.coordinates ? <span className={styles.warning}>Falta su ubicación</span> : null}
    </div>
  );
}

/** The role; for a customer, also who serves it. */
function RoleCell({ user, distributorNames }: { user: User; distributorNames: ReadonlyMap<number, string> }) {
  if (user.role.name !== 'customer') return <>{user.role.label}</>;
  const served = user.distributor_id === null ? null : (distributorNames.get(user.distributor_id) ?? '…');
  return (
    <span className={styles.who}>
      <span>{user.role.label}</span>
      <span className={`${styles.email} ${invitationStyles.servedBy}`}>
        {served === null ? 'Sin distribuidor' : `Lo atiende ${served}`}
      </span>
    </span>
  );
}

function RowActions({ user, pending, onAction }: CellProps) {
  // Wallets are beyond spec §7: a host without them gets no button that would fail.
  const walletOffered = useFeature('wallet').status === 'available';
  const dealerPagesOffered = useFeature('dealer_profiles').status === 'available';
  const invitationsOffered = useFeature('invitations').status === 'available';
  return (
    <div className={styles.rowActions}>
      {invitationsOffered && user.invitation_pending && user.active ? (
        <button
          type="button"
          className={styles.linkButton}
          disabled={pending}
          aria-busy={pending || undefined}
          onClick={() => onAction('resend-invitation', user)}
        >
          {pending ? 'Reenviando…' : 'Reenviar invitación'}
          <span className="visually-hidden"> a {user.name}</span>
        </button>
      ) : null}
      <button type="button" className={styles.linkButton} onClick={() => onAction('edit', user)}>
        Editar<span className="visually-hidden"> a {user.name}</span>
      </button>
      <button type="button" className={styles.linkButton} onClick={() => onAction('coordinates', user)}>
        Ubicación<span className="visually-hidden"> de {user.name}</span>
      </button>
      {walletOffered ? (
        <button type="button" className={styles.linkButton} onClick={() => onAction('wallet', user)}>
          Monedero<span className="visually-hidden"> de {user.name}</span>
        </button>
      ) : null}
      {dealerPagesOffered && user.role.name === 'distributor' ? (
        <button type="button" className={styles.linkButton} onClick={() => onAction('dealer-page', user)}>
          Página<span className="visually-hidden"> de distribuidor de {user.name}</span>
        </button>
      ) : null}
    </div>
  );
}
