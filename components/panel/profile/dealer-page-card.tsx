'use client';

import { DealerProfileForm } from '../dealer-profile/dealer-profile-form';
import { Card, FeatureCard } from '../ui';

/** "Mi página de distribuidor": the distributor's own hours, products and services, where the host offers them. */
export function DealerPageCard({ userId, className }: { userId: number; className?: string }) {
  return (
    <FeatureCard feature="dealer_profiles" title="Mi página de distribuidor" className={className}>
      <Card
        title="Mi página de distribuidor"
        className={className}
        description="Tu horario, lo que vendes y los servicios que das aparecen en tu página del localizador de distribuidores."
      >
        <DealerProfileForm key={userId} userId={userId} own />
      </Card>
    </FeatureCard>
  );
}
