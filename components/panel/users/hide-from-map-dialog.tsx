'use client';

// Confirmation before taking a distributor off the dealer map (GET /api/user-active-map/{id}):
// what the visitors stop seeing, and who gets its new requests instead — the nearest dealer still
// on the map (./handover.ts), read from GET /api/dealers where the host offers it.

import { useDealers } from '@/lib/api/dealers';
import { useFeature } from '@/lib/api/capabilities';
import type { User } from '@/lib/contract/users';
import { site } from '@/lib/site';
import { panelButton } from '../ui/button-class';
import { Dialog } from './dialog';
import { handoverOf, type Handover } from './handover';
import styles from './invitations.module.css';
import usersStyles from './users.module.css';

type HideFromMapDialogProps = {
  user: User;
  onConfirm: () => void;
  onCancel: () => void;
  fallbackFocus?: () => HTMLElement | null;
};

export function HideFromMapDialog({ user, onConfirm, onCancel, fallbackFocus }: HideFromMapDialogProps) {
  const dealersOffered = useFeature('dealers').status === 'available';
  const dealers = useDealers(dealersOffered);
  const name = user.company?.trim() || user.name;
  const handover = dealers.data ? handoverOf(dealers.data, user) : null;
  return (
    <Dialog
      role="alertdialog"
      size="small"
      title={`¿Ocultar del mapa a ${user.name}?`}
      description={
        <>
          <p>
            <strong>{name}</strong> dejará de aparecer en el mapa de distribuidores y su página del localizador dejará
            de abrirse.
          </p>
          <ul className={styles.consequences}>
            <li>
              Sus solicitudes nuevas irán{' '}
              <HandoverText handover={handover} loading={dealersOffered && dealers.isLoading} />.
            </li>
            <li>
              Sus clientes asignados, sus cotizaciones y sus pedidos no cambian, y puede seguir entrando a su cuenta.
              Puedes volver a mostrarlo cuando quieras.
            </li>
          </ul>
        </>
      }
      onClose={onCancel}
      fallbackFocus={fallbackFocus}
    >
      <div className={usersStyles.dialogActions}>
        <button type="button" className={panelButton('secondary')} onClick={onCancel} data-autofocus="">
          Cancelar
        </button>
        <button type="button" className={panelButton('primary')} onClick={onConfirm}>
          Ocultar del mapa
        </button>
      </div>
    </Dialog>
  );
}

/** The end of "Sus solicitudes nuevas irán …". */
function HandoverText({ handover, loading }: { handover: Handover | null; loading: boolean }) {
  if (!handover) {
    return loading ? (
      <>al distribuidor visible más cercano a cada cliente (buscando cuál es…)</>
    ) : (
      <>al distribuidor visible más cercano a cada cliente</>
    );
  }
  switch (handover.kind) {
    case 'brand':
      return <>{`al equipo de ${site.shortName}, porque no queda ningún otro distribuidor en el mapa`}</>;
    case 'nearest-to-customer':
      return <>al distribuidor visible más cercano a cada cliente</>;
    case 'nearest':
      return (
        <>
          al distribuidor visible más cercano a cada cliente; cerca de aquí, <strong>{handover.name}</strong>
          {handover.place ? ` (${handover.place}, a unos ${handover.km} km)` : ` (a unos ${handover.km} km)`}
        </>
      );
  }
}
