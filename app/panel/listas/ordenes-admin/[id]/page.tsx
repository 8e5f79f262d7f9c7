import type { Metadata } from 'next';
import { OrderDetail } from '@/components/panel/orders/order-detail';

export const metadata: Metadata = { title: 'Pedido de cliente', robots: { index: false, follow: false } };

export default async function ServedOrderDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <OrderDetail id={id} scope="served" />;
}
