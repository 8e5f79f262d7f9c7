import { route } from '@/lib/server/http/handler';
import { refuseMethod } from '@/lib/server/http/method-guard';

// Where lib/server/http/method-guard.ts sends a request whose method its path does not take
// (TRACE anywhere, DELETE /api/states…): 405 with `Allow`, logged in one line.
const refuse = route('public', async ({ req }) => refuseMethod(req), { onFrontEnd: true });

export { refuse as GET, refuse as POST, refuse as PUT, refuse as PATCH, refuse as DELETE };
