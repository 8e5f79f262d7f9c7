import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '../types';
import { files } from '../schema';
import type { CatalogSnapshot } from '@/lib/contract/catalog';
import type { FileKind } from '@/lib/contract/files';
import { mexicoDay } from '@/lib/format/dates';
import { storeFile } from '@/lib/server/services/files';
import { renderCatalogPdf } from '@/lib/server/pdf/catalog-pdf';
import { renderPriceListPdf } from '@/lib/server/pdf/price-list-pdf';
import { renderPromotionsPdf } from '@/lib/server/pdf/promotions-pdf';
import { demoGazettes, monthDay } from './data/promotions';

const MONTH_YEAR = new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const at = (day: string, hour = 10) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00-06:00`);

type DemoFile = {
  kind: FileKind;
  name: string;
  bytes: Uint8Array;
  validFrom: string | null;
  validUntil: string | null;
  createdAt: Date;
};

/** The demo's PDFs, made from the seeded catalogue: the public price list, the digital catalogue and three gazettes. */
async function demoFiles(catalog: CatalogSnapshot, now: Date): Promise<DemoFile[]> {
  const today = mexicoDay(now);
  const month = monthDay(today, 0);
  const monthLabel = MONTH_YEAR.format(new Date(`${month}T00:00:00Z`)).replace(' de ', ' ');
  // Published on the first of the month (or now, on the first itself: never in the future).
  const published = new Date(Math.min(at(month, 9).getTime(), now.getTime()));
  const out: DemoFile[] = [
    {
      kind: 'list-price',
      name: `Lista de precios al público, ${monthLabel}`,
      validFrom: month,
      validUntil: null,
      createdAt: published,
      bytes: await renderPriceListPdf(catalog, { date: published, priceList: 'publico' }),
    },
    {
      kind: 'digital-catalog',
      name: `Catálogo digital Solara ${now.getUTCFullYear()}`,
      validFrom: null,
      validUntil: null,
      createdAt: new Date(now.getTime() - 45 * 86_400_000),
      bytes: await renderCatalogPdf(catalog, { date: new Date(now.getTime() - 45 * 86_400_000) }),
    },
  ];
  for (const g of demoGazettes(today)) {
    // A gazette goes out a few days before it starts, never later than today.
    const createdAt = new Date(Math.min(at(g.validFrom).getTime() - 5 * 86_400_000, now.getTime() - 3_600_000));
    out.push({
      kind: 'promotions',
      name: g.name,
      validFrom: g.validFrom,
      validUntil: g.validUntil,
      createdAt,
      bytes: await renderPromotionsPdf(g.name, g.promotions, { date: createdAt }),
    });
  }
  return out;
}

/**
 * Stores the demo's PDFs exactly as an administrator's uploads are stored (the files service:
 * a random key in lib/server/storage and a `files` row), backdated to when they were published.
 */
export async function seedDemoFiles(
  db: Db,
  catalog: CatalogSnapshot,
  now: Date,
  uploadedBy: number | null,
): Promise<void> {
  for (const f of await demoFiles(catalog, now)) {
    const stored = await storeFile(db, f.kind, f.name, f.bytes, uploadedBy, {
      valid_from: f.validFrom,
      valid_until: f.validUntil,
    });
    await db.update(files).set({ createdAt: f.createdAt }).where(eq(files.id, stored.id));
  }
}
