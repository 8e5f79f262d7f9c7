'use client';

import { PanelPage } from '@/components/panel/panel-page';
import { useSession } from '@/lib/api/session';
import { Card, FeatureCard, Notice } from '../ui';
import { DealerPageCard } from './dealer-page-card';
import { PasswordForm } from './password-form';
import { PhotoUpload } from './photo-upload';
import { ProfileForm } from './profile-form';
import styles from './profile.module.css';
import { SessionsCard } from './sessions-card';
import { NotificationPrefsCard } from './notification-prefs-card';
import { TwoFactorCard } from './two-factor-card';
import { WalletCard } from './wallet-card';

/**
 * Mi perfil: account data, photo, password, the second factor, active sessions and the wallet
 * (the last three only where the host offers them: they are beyond spec §7).
 */
export function ProfileScreen() {
  const user = useSession((state) => state.user);
  return (
    <PanelPage path="/panel/perfil">
      {user ? (
        <>
          {user.two_factor_required ? (
            <div className={styles.notice}>
              <Notice tone="info">
                Antes de seguir, activa la verificación en dos pasos: tu cuenta de administrador la necesita.{' '}
                <a href="#dos-pasos">Ir a la verificación en dos pasos</a>
              </Notice>
            </div>
          ) : null}
          <div className={user.role.name === 'distributor' ? `${styles.grid} ${styles.withDealer}` : styles.grid}>
            <Card title="Datos de la cuenta" className={styles.data}>
              {/* A new form when another account signs in here, so no value of the last one stays. */}
              <ProfileForm key={user.id} user={user} />
            </Card>
            {user.role.name === 'distributor' ? <DealerPageCard userId={user.id} className={styles.dealer} /> : null}
            <Card title="Foto de perfil" className={styles.photoCard}>
              <PhotoUpload user={user} />
            </Card>
            <Card title="Cambiar contraseña" className={styles.password}>
              <PasswordForm key={user.id} />
            </Card>
            <div id="dos-pasos" className={styles.twoFactor}>
              <FeatureCard feature="two_factor" title="Verificación en dos pasos">
                <TwoFactorCard key={`dos-pasos-${user.id}`} />
              </FeatureCard>
            </div>
            <FeatureCard feature="sessions" title="Sesiones activas" className={styles.sessions}>
              <SessionsCard key={`sesiones-${user.id}`} />
            </FeatureCard>
            <FeatureCard feature="notifications" title="Avisos por correo" className={styles.notices}>
              <NotificationPrefsCard key={`avisos-${user.id}`} role={user.role.name} />
            </FeatureCard>
            {/* Until the second factor is on, an administrator's other calls are refused (403). */}
            {user.two_factor_required ? null : (
              <FeatureCard feature="wallet" title="Monedero" className={styles.wallet}>
                <WalletCard />
              </FeatureCard>
            )}
          </div>
        </>
      ) : null}
    </PanelPage>
  );
}
