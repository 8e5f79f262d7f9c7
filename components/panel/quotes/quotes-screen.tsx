'use client';

import type { SalesScope } from '@/lib/api/sales-scope';
import { SalesListScreen } from '../sales/sales-list-screen';
import { QUOTES } from './quote-resource';

/** /panel/listas/cotizaciones (own) and /panel/listas/cotizaciones-admin (served). */
export function QuotesScreen({ scope }: { scope: SalesScope }) {
  return <SalesListScreen resource={QUOTES} scope={scope} />;
}
