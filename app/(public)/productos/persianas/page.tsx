import { LinePage, lineMetadata } from '@/app/_pages/line-page';

// /productos/persianas — the blind types as cards, then the line's sections.
export const revalidate = 60;
export const metadata = lineMetadata('persianas');

export default function BlindsPage() {
  return <LinePage line="persianas" />;
}
