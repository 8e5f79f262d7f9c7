import 'server-only';
import { env } from '@/lib/env';
import { serverSecret } from '@/lib/server/server-secret';

/**
 * The key share links are signed with: SHARE_SECRET, else one kept in DATA_DIR/share-secret so
 * links survive a restart. Several API instances need the same key: set SHARE_SECRET (or share
 * DATA_DIR). A disk that cannot be written gets a key of this process only (links die with it).
 */
export function shareSecret(): string {
  return serverSecret({
    configured: env.SHARE_SECRET,
    fileName: 'share-secret',
    lostOnRestart: 'sin SHARE_SECRET, los enlaces compartidos valen hasta que el proceso se detenga',
  });
}
