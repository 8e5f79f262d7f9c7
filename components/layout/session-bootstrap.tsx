'use client';

import { useEffect } from 'react';
import { loadUser } from '@/lib/api/session';
// Side effect: zod without its eval probe, which the CSP would report (lib/validation/zod-config.ts).
import '@/lib/validation/zod-config';

/** Spec §1: the app loads the current user when it starts (no request without a token). */
export function SessionBootstrap() {
  useEffect(() => {
    void loadUser();
  }, []);
  return null;
}
