import { PanelPage } from '@/components/panel/panel-page';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/inventario/mororizacion');

export default function MotorsStockPage() {
  return <PanelPage path="/panel/inventario/mororizacion" />;
}
