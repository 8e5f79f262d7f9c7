import { HomeScreen } from '@/components/panel/home/home-screen';
import { panelMetadata } from '@/lib/panel-routes';

export const metadata = panelMetadata('/panel');

export default function PanelHomePage() {
  return <HomeScreen />;
}
