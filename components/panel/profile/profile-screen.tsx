'use client';

import { PanelPage } from '@/components/panel/panel-page';
import { useSession } from '@/lib/api/session';
import { Card } from '../ui';
import { PasswordForm } from './password-form';
import { PhotoUpload } from './photo-upload';
import { ProfileForm } from './profile-form';
import styles from './profile.module.css';
import { SessionsCard } from './sessions-card';
import { WalletCard } from './wallet-card';

/** Mi perfil: account data, photo, password, active sessions and the wallet. */
export function ProfileScreen() {
  const user = useSession((state) => state.user);
  return (
    <PanelPage path="/panel/perfil">
      {user ? (
        <div className={styles.grid}>
          <Card title="Datos de la cuenta" className={styles.data}>
            {/* A new form when another account signs in here, so no value of the last one stays. */}
            <ProfileForm key={user.id} user={user} />
          </Card>
          <Card title="Foto de perfil" className={styles.photoCard}>
            <PhotoUpload user={user} />
          </Card>
          <Card title="Cambiar contraseña" className={styles.password}>
            <PasswordForm key={user.id} />
          </Card>
          <SessionsCard key={`sesiones-${user.id}`} />
          <WalletCard />
        </div>
      ) : null}
    </PanelPage>
  );
}
