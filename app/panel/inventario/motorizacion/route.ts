import { redirect } from 'next/navigation';

// The spec spells the motor-stock route "mororizacion"; the correct spelling leads there.
export function GET() {
  redirect('/panel/inventario/mororizacion');
}
