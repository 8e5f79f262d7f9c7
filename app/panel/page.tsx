import { PanelHome } from '@/components/panel/panel-home';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel');

export default function PanelHomePage() {
  return <PanelHome />;
}
