'use client';

import { useEffect } from 'react';
import { loadUser } from '@/lib/api/session';

/** Spec §1: the app loads the current user when it starts (no request without a token). */
export function SessionBootstrap() {
  useEffect(() => {
    void loadUser();
  }, []);
  return null;
}
