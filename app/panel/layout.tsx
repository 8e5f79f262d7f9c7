import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { PanelGuard } from './panel-guard';

// Every /panel screen renders per request so its scripts carry this response's CSP nonce
// (proxy.ts); the guard itself runs in the browser (panel-guard.tsx).
export default async function PanelLayout({ children }: { children: ReactNode }) {
  await connection();
  return <PanelGuard>{children}</PanelGuard>;
}
