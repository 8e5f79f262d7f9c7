import { detailsRoute } from '@/app/_pages/details-route';

// /detalles/{variant}/{color?} — a blind fabric with all its colours, the path's colour chosen.
const route = detailsRoute('persianas');

export const revalidate = 60;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
