import { FilesScreen } from '@/components/panel/files/files-screen';
import { PROMOTIONS } from '@/components/panel/files/sections';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel/gaseta-promociones');

export default function PromotionsGazettePage() {
  return <FilesScreen section={PROMOTIONS} />;
}
