import { ProfileScreen } from '@/components/panel/profile/profile-screen';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/perfil');

export default function ProfilePage() {
  return <ProfileScreen />;
}
