import { FilesScreen } from '@/components/panel/files/files-screen';
import { PRICE_LISTS } from '@/components/panel/files/sections';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/lista-precios');

export default function PriceListPage() {
  return <FilesScreen section={PRICE_LISTS} />;
}
