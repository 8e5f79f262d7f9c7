import { detailsRoute } from '@/app/_pages/details-route';

// /detalles-toldos/{variant}/{color?} — an awning fabric with all its colours, the path's colour chosen.
const route = detailsRoute('toldos');

export const revalidate = 60;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
