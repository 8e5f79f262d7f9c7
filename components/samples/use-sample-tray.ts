'use client';

import { useSyncExternalStore } from 'react';
import { readTray, subscribeTray, type TrayColor } from '@/lib/samples/tray';

const notYetRead = () => null;

/**
 * The tray of samples (lib/samples/tray.ts), kept up to date across this page and other tabs;
 * null on the server and until hydration, when localStorage has not been read yet.
 */
export function useSampleTray(): TrayColor[] | null {
  return useSyncExternalStore(subscribeTray, readTray, notYetRead);
}
