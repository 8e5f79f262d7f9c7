'use client';

import type { ReactNode } from 'react';
import { FeatureUnavailable } from '@/components/ui/feature-unavailable';
import { useFeature } from '@/lib/api/capabilities';
import type { Feature } from '@/lib/contract/capabilities';
import { Card } from './card';
import { LoadingStatus, SkeletonLines } from './skeleton';

/**
 * A dashboard card whose calls are beyond spec §7: the card itself where the host offers the
 * feature; its title over a skeleton until the host has said; its title over the note otherwise.
 */
export function FeatureCard({
  feature,
  title,
  className,
  children,
}: {
  feature: Feature;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const { status } = useFeature(feature);
  if (status === 'available') return children;
  return (
    <Card title={title} className={className}>
      {status === 'loading' ? (
        <>
          <LoadingStatus />
          <SkeletonLines lines={3} />
        </>
      ) : (
        <FeatureUnavailable feature={feature} />
      )}
    </Card>
  );
}
