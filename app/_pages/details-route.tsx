// A page builder shared by /detalles and /detalles-toldos. It reads lib/server, so it lives under
// app/ (components/ holds no server reads); Next routes no folder whose name starts with _.
import { redirect } from 'next/navigation';
import { redirectToIndex } from '@/lib/unknown-page';
import type { Metadata } from 'next';
import { FabricDetails } from '@/components/catalog/fabric-details';
import { getCatalog } from '@/lib/server/site-data';
import { detailsParams, resolveDetails } from '@/lib/catalog/details';
import { describeFabric } from '@/lib/content/descriptions';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ variant: string; color?: string[] }> };

/**
 * The two details routes, /detalles/{variant}/{color?} (blinds) and /detalles-toldos/{variant}/{color?}
 * (awnings), differ only in their line: each page file takes these three exports for its line.
 */
export function detailsRoute(line: 'persianas' | 'toldos') {
  async function resolve(params: Props['params']) {
    const { variant, color } = await params;
    return resolveDetails(await getCatalog(), line, variant, color);
  }
  return {
    generateStaticParams: async () => detailsParams(await getCatalog(), line),
    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const found = await resolve(params);
      if (!('page' in found)) return {};
      const { fabric, color, path } = found.page;
      return pageMetadata({
        title: color ? `${fabric.name} color ${color.name}` : `${fabric.name} para ${line}`,
        description: describeFabric({ ...fabric, line, name: color ? `${fabric.name} ${color.name}` : fabric.name }),
        path,
      });
    },
    Page: async function FabricDetailsPage({ params }: Props) {
      const found = await resolve(params);
      if ('unknown' in found) redirectToIndex();
      if ('redirectTo' in found) redirect(found.redirectTo);
      return <FabricDetails page={found.page} />;
    },
  };
}
