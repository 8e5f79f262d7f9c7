'use client';

import { useEffect } from 'react';
import { getStoredToken } from '@/lib/api/token';

/**
 * Spec §1: the app loads the current user when it starts (no request without a token). The
 * session code (the API client and its modules) is imported only when a token is stored: every
 * page has this component, and most visitors never sign in.
 */
export function SessionBootstrap() {
  useEffect(() => {
    if (getStoredToken() === null) return;
    void import('@/lib/api/session').then(({ loadUser }) => loadUser());
  }, []);
  return null;
}
