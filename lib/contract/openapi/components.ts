// Names under components.schemas for the schemas several calls share, so the document reads as
// "User", "Quote"… instead of the same object written out each time. Anything else gets a name
// from its operation (document.ts).
import type { z } from 'zod';
import { loginReplySchema, loginResponseSchema } from '../auth';
import { cartLineSchema, cartSchema } from '../cart';
import { capabilitiesSchema } from '../capabilities-schema';
import { catalogSnapshotSchema } from '../catalog-schema';
import { apiErrorSchema, messageBodySchema, pointSchema } from '../common';
import { dealerSchema } from '../dealers';
import { storedFileSchema } from '../files';
import { municipalitySchema, stateSchema } from '../geo';
import { priceRowSchema, stockItemSchema } from '../inventory';
import { orderHistoryEntrySchema, orderSchema } from '../orders';
import {
  breakdownLineSchema,
  itemConfigSchema,
  pricedItemSchema,
  quoteConfigSchema,
  quotePriceSchema,
  storedItemSchema,
} from '../quote-config';
import { quoterOptionsSchema } from '../quoter';
import { partySchema, quoteSchema, servingDealerSchema } from '../quotes';
import { contactReplySchema } from '../contact';
import { countSchema } from '../counters-schema';
import { quoteRequestReplySchema } from '../quote-requests';
import { endOtherSessionsReplySchema, sessionListSchema, sessionSchema } from '../sessions';
import { recoveryCodesSchema, twoFactorSetupSchema, twoFactorStatusSchema } from '../two-factor';
import { checkPasswordSchema, roleSchema, userSchema, usersPageSchema } from '../users';
import { walletSchema } from '../wallet';

/** Reply schemas (written as the API sends them: `io: 'output'`). */
export const REPLY_COMPONENTS: [string, z.ZodType][] = [
  ['ApiError', apiErrorSchema],
  ['MessageBody', messageBodySchema],
  ['Coordinates', pointSchema],
  ['Role', roleSchema],
  ['User', userSchema],
  ['LoginResponse', loginResponseSchema],
  ['LoginReply', loginReplySchema],
  ['UsersPage', usersPageSchema],
  ['Count', countSchema],
  ['TwoFactorStatus', twoFactorStatusSchema],
  ['TwoFactorSetup', twoFactorSetupSchema],
  ['RecoveryCodes', recoveryCodesSchema],
  ['Session', sessionSchema],
  ['SessionList', sessionListSchema],
  ['EndOtherSessionsReply', endOtherSessionsReplySchema],
  ['ContactReply', contactReplySchema],
  ['QuoteRequestReply', quoteRequestReplySchema],
  ['State', stateSchema],
  ['Municipality', municipalitySchema],
  ['Dealer', dealerSchema],
  ['StockItem', stockItemSchema],
  ['PriceRow', priceRowSchema],
  ['StoredFile', storedFileSchema],
  ['BreakdownLine', breakdownLineSchema],
  ['ItemConfig', itemConfigSchema],
  ['PricedItem', pricedItemSchema],
  ['StoredItem', storedItemSchema],
  ['QuotePrice', quotePriceSchema],
  ['Party', partySchema],
  ['ServingDealer', servingDealerSchema],
  ['Quote', quoteSchema],
  ['OrderHistoryEntry', orderHistoryEntrySchema],
  ['Order', orderSchema],
  ['CartLine', cartLineSchema],
  ['Cart', cartSchema],
  ['Wallet', walletSchema],
  ['CatalogSnapshot', catalogSnapshotSchema],
  ['QuoterOptions', quoterOptionsSchema],
  ['Capabilities', capabilitiesSchema],
];

/** Request schemas (written as a client may send them: `io: 'input'`). */
export const REQUEST_COMPONENTS: [string, z.ZodType][] = [
  ['QuoteConfigInput', quoteConfigSchema],
  ['PasswordCheckInput', checkPasswordSchema],
];
