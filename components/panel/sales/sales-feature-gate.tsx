'use client';

import type { ReactNode } from 'react';
import { FeatureUnavailable } from '@/components/ui/feature-unavailable';
import { useFeature } from '@/lib/api/capabilities';
import type { Feature } from '@/lib/contract/capabilities';
import type { PanelPath } from '@/lib/panel-routes';
import { LoadingStatus, SkeletonLines } from '../ui';
import { SalesPage } from './sales-page';

/**
 * A quotes, orders or cart screen only where the host offers its feature: until it has said so,
 * the page's title over a skeleton; on a host without it, the title over the note. The screen
 * itself (and its reads) is mounted only when the feature is there.
 */
export function SalesFeatureGate({
  feature,
  path,
  children,
}: {
  feature: Feature;
  path: PanelPath;
  children: ReactNode;
}) {
  const { status } = useFeature(feature);
  if (status === 'available') return children;
  return (
    <SalesPage path={path}>
      {status === 'loading' ? (
        <>
          <LoadingStatus />
          <SkeletonLines lines={4} />
        </>
      ) : (
        <FeatureUnavailable feature={feature} />
      )}
    </SalesPage>
  );
}
