/** @jest-environment node */
// The table is the areas' entries joined: a name used in two areas would silently keep only the
// last one (its route would bind to another call).
import { ENDPOINTS } from './index';
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

it('names every call once across the areas', () => {
  const names = [
    sessionEndpoints,
    accountEndpoints,
    placesEndpoints,
    countersEndpoints,
    usersEndpoints,
    catalogEndpoints,
    filesEndpoints,
    quoterEndpoints,
    salesEndpoints,
    notificationsEndpoints,
    visitsEndpoints,
    inboxEndpoints,
    samplesEndpoints,
    businessEndpoints,
    siteEndpoints,
    auditEndpoints,
  ].flatMap((area) => Object.keys(area));
  expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  expect(Object.keys(ENDPOINTS)).toHaveLength(names.length);
});
