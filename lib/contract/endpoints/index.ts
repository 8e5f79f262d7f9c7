// The endpoint table: every call of the API, declared once. The route handlers bind to their entry
// (lib/server/http/endpoint-route.ts), the OpenAPI document is built from it (../openapi), the
// capabilities' classification reads it (../call-groups.ts), the method guard reads its generated
// modules (../calls/), and the browser calls an endpoint by its name (lib/api/call.ts).
// docs/ARCHITECTURE.md shows how to add one.
import { accountEndpoints } from './account';
import { businessEndpoints } from './business';
import { auditEndpoints } from './audit';
import { catalogEndpoints } from './catalog';
import { countersEndpoints } from './counters';
import { filesEndpoints } from './files';
import { notificationsEndpoints } from './notifications';
import { visitsEndpoints } from './visits';
import { inboxEndpoints } from './inbox';
import { samplesEndpoints } from './samples';
import { placesEndpoints } from './places';
import { quoterEndpoints } from './quoter';
import { salesEndpoints } from './sales';
import { sessionEndpoints } from './session';
import { siteEndpoints } from './site';
import { usersEndpoints } from './users';

export const ENDPOINTS = {
  ...sessionEndpoints,
  ...accountEndpoints,
  ...placesEndpoints,
  ...countersEndpoints,
  ...usersEndpoints,
  ...catalogEndpoints,
  ...filesEndpoints,
  ...quoterEndpoints,
  ...salesEndpoints,
  ...notificationsEndpoints,
  ...visitsEndpoints,
  ...inboxEndpoints,
  ...samplesEndpoints,
  ...businessEndpoints,
  ...siteEndpoints,
  ...auditEndpoints,
};

export type Endpoints = typeof ENDPOINTS;
export type EndpointId = keyof Endpoints;
export type { Access, Endpoint, Method, Reply } from './define';
