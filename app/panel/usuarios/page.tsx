import { PanelPage } from '@/components/panel/panel-page';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/usuarios');

export default function UsersPage() {
  return <PanelPage path="/panel/usuarios" />;
}
