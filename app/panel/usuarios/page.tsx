import { Suspense } from 'react';
import { UsersScreen } from '@/components/panel/users/users-screen';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/usuarios');

// The screen reads its filters from the address (useSearchParams), hence the boundary.
export default function UsersPage() {
  return (
    <Suspense>
      <UsersScreen />
    </Suspense>
  );
}
