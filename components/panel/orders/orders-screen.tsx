'use client';

import type { SalesScope } from '@/lib/api/sales-scope';
import { SalesListScreen } from '../sales/sales-list-screen';
import { ORDERS } from './order-resource';

/** /panel/listas/ordenes (own) and /panel/listas/ordenes-admin (served). */
export function OrdersScreen({ scope }: { scope: SalesScope }) {
  return <SalesListScreen resource={ORDERS} scope={scope} />;
}
