/** The promotions module's public entry: all another module may use of it (eslint.config.js, "import-boundaries"). */
export { deleteRedemptionsOfOrder, findPromotion, moveRedemptionsToDiner, redemptionsInsert, type NewRedemption } from './queries.ts';
export { automaticOffersFor, belowMinimumMessage, presentPromotion, promotionRefusalMessage, refusalFor, termsOfRow } from './service.ts';
export { promotionsInUse } from './editor-queries.ts';
