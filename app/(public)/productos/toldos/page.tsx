import { LinePage, lineMetadata } from '@/app/_pages/line-page';

// /productos/toldos — the awning types as cards, then the line's sections.
export const revalidate = 60;
export const metadata = lineMetadata('toldos');

export default function AwningsPage() {
  return <LinePage line="toldos" />;
}
