'use client';

// An admin edits a distributor's page (hours, products, services, description) from the users list.

import { DealerProfileForm } from '../dealer-profile/dealer-profile-form';
import type { User } from '@/lib/contract/users';
import { Dialog } from './dialog';

type Props = { user: User; onClose: () => void; fallbackFocus?: () => HTMLElement | null };

export function DealerPageDialog({ user, onClose, fallbackFocus }: Props) {
  return (
    <Dialog
      title={`Página de distribuidor de ${user.company?.trim() || user.name}`}
      size="large"
      onClose={onClose}
      fallbackFocus={fallbackFocus}
    >
      <DealerProfileForm userId={user.id} own={false} />
    </Dialog>
  );
}
