import { PanelPage } from '@/components/panel/panel-page';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/perfil');

export default function ProfilePage() {
  return <PanelPage path="/panel/perfil" />;
}
