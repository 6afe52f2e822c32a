/**
 * The API's messages in English, by message key (issue 41): an AppError carries a key and its
 * values, and the error handler looks the text up by that key in the request's language
 * (`./pt-PT.json` holds the same keys in Portuguese; `api-messages.test.ts` checks both have every
 * key with the same placeholders). A text the storefront shows too stays where it is written (the
 * domain's `ORDER_MESSAGES`, `TEAM_MESSAGES` …) and is referenced here, so it is written once.
 *
 * Keys are `<area>.<what>`; a text with values names them as `{{name}}`.
 */
import { CAPACITY_TEXTS } from '../../capacity.ts';
import { GUEST_TEXTS } from '../../contracts/guest-checkout.ts';
import { ORDER_MESSAGES } from '../../contracts/order.ts';
import { PAYMENT_MESSAGES } from '../../contracts/payments.ts';
import { PHONE_ORDER_TEXTS } from '../../contracts/phone-orders.ts';
import { ORDER_TEXTS } from '../../order-refusals.ts';
import { REVIEW_MESSAGES } from '../../reviews.ts';
import { TEAM_MESSAGES } from '../../team.ts';

export const API_MESSAGES_EN_GB = {
  // The platform: requests, hosts, sign-in, roles.
  'request.notFound': 'Not found.',
  'request.invalid': 'The request is not valid.',
  'request.hostNotAHostName': 'The Host header is not a host name.',
  'request.duplicateHost': 'The request carries more than one Host header. Send exactly one.',
  'request.crossSite': "This can only be asked for from the restaurant's own pages, not from another site.",
  'request.pageAddressInvalid': 'The request does not name a valid page address (check the Host header and path).',
  'request.pagesReadOnly': 'Pages can only be read (GET or HEAD).',
  'restaurant.notFound': 'Restaurant not found.',
  'restaurant.noneForHost': 'No restaurant is configured for this address.',
  'auth.notAuthenticated': 'User not authenticated.',
  'auth.staffOnly': "This is for the restaurant's staff only.",
  'auth.roleNotAllowed': 'Your role at this restaurant does not allow this.',
  'auth.sessionExpired': 'Session expired. Please log in again.',
  'auth.loginFailed': 'Login failed. Please check your credentials.',
  'auth.emailTaken': 'An account with this email already exists.',
  'auth.currentPasswordWrong': 'Current password is incorrect.',
  'auth.samePassword': 'New password must be different from the current password.',
  'auth.resetLinkInvalid': 'This reset link is not valid. Please ask for a new one.',
  'auth.resetLinkExpired': 'This reset link has expired. Please ask for a new one.',
  'auth.resetLinkUsed': 'This reset link has already been used. If you did not do this, please ask for a new one.',
  'auth.resetLinkSuperseded': 'A newer reset link has been sent since this one. Please use the link in the latest e-mail.',
  'auth.verificationInvalid': GUEST_TEXTS.verificationInvalid,
  'realtime.busy': 'The live connection is busy right now. Please reload in a minute.',
  'realtime.tooManyFromAddress': 'Too many live connections from your address (at most {{max}}). Close a tab of this site and reload.',

  // A change made on an older version (the menu editor, the team, the settings sections).
  'staleEdit.byYou': 'You changed this at {{at}} in another tab or window. Reload to see that change.',
  'staleEdit.byName': 'Changed by {{name}} at {{at}}. Reload to see their change.',
  'staleEdit.byNobody': 'Changed at {{at}}. Reload to see the change.',

  // The menu and its editor.
  'catalog.productNotFound': 'Product not found.',
  'catalog.categoryNotFound': 'Category not found.',
  'catalog.categoriesChanged': 'The categories changed while they were being reordered. Reload and try again.',
  'catalog.menuChanged': 'The menu changed while it was being reordered. Reload and try again.',
  'catalog.dishChanged': 'The dish changed while it was being archived. Reload and try again.',

  // Orders, their payments and refunds.
  'order.notFound': ORDER_MESSAGES.orderNotFound,
  'order.dataRequired': ORDER_MESSAGES.orderDataRequired,
  'order.idempotencyKeyReused': ORDER_MESSAGES.idempotencyKeyReused,
  'order.pricesChangedNamed': 'Prices have changed since you added these items ({{names}}). Please review your cart.',
  'order.movedOn': 'Order #{{number}} has already moved on: it is {{status}} now.',
  'order.refusedMove': 'An order that is {{from}} cannot be changed to {{to}}.',
  'order.noLongerCancellable': 'This order can no longer be cancelled: it is already {{status}}. Please contact the restaurant.',
  'order.priceNow': '{{name}} now costs {{price}} each.',
  'order.cardNotTaken': PHONE_ORDER_TEXTS.cardNotTaken,
  'order.pointsNeedAccount': PHONE_ORDER_TEXTS.pointsNeedAccount,
  'order.guestsOff': GUEST_TEXTS.guestsOff,
  'order.addressThrottled': GUEST_TEXTS.addressThrottled,
  'order.rewardNeedsAccount': GUEST_TEXTS.rewardNeedsAccount,
  'order.emailNotVerified': GUEST_TEXTS.emailNotVerified,
  'order.invalidCoupon': ORDER_MESSAGES.invalidCoupon,
  'order.orderingPaused': ORDER_MESSAGES.orderingPaused,
  'order.onlyPickup': ORDER_TEXTS.onlyPickup,
  'order.onlyDelivery': ORDER_TEXTS.onlyDelivery,
  'order.addressIncomplete': ORDER_TEXTS.addressIncomplete,
  'order.addressUnknown': ORDER_TEXTS.addressUnknown,
  'order.phoneMissing': ORDER_MESSAGES.fieldRequired,
  'order.phoneInvalid': ORDER_MESSAGES.invalidPhone,
  'order.paymentMethodMissing': ORDER_MESSAGES.paymentMethodRequired,
  'order.paymentMethodUnavailable': ORDER_TEXTS.paymentMethodUnavailable,
  'order.closedForAsap': ORDER_TEXTS.closedForAsap,
  'order.scheduleRequired': ORDER_TEXTS.scheduleRequired,
  'order.scheduleTooSoon': 'Please schedule your order at least {{minutes}} minutes from now.',
  'order.schedulePast': ORDER_TEXTS.schedulePast,
  'order.scheduleTooFar': ORDER_TEXTS.scheduleTooFar,
  'order.scheduleClosed': ORDER_TEXTS.scheduleClosed,
  'order.scheduleClosureDay': ORDER_TEXTS.scheduleClosureDay,
  'order.schedulingUnavailable': ORDER_TEXTS.schedulingUnavailable,
  'order.pricesChanged': ORDER_MESSAGES.pricesChanged,
  'order.discountChanged': ORDER_TEXTS.discountChanged,
  'order.deliveryFeeChanged': ORDER_TEXTS.deliveryFeeChanged,
  'order.tipChanged': ORDER_TEXTS.tipChanged,
  'order.promotionGone': ORDER_TEXTS.promotionGone,
  'order.promotionDeliveryOnly': ORDER_TEXTS.promotionDeliveryOnly,
  'order.promotionNotApplicable': ORDER_TEXTS.promotionNotApplicable,
  'order.notOnMenu': '{{label}} is no longer on the menu. Please review your cart.',
  'order.notOnMenuField': '{{label}} is no longer on the menu.',
  'order.itemNotOnMenu': 'An item in your cart is no longer on the menu. Please review your cart.',
  'order.itemNotOnMenuField': 'An item in your cart is no longer on the menu.',
  'order.unavailable': '{{product}} is currently unavailable. Please review your cart.',
  'order.unavailableField': '{{product}} is currently unavailable.',
  'order.tooFewOptions': 'Please select at least {{min}} {{group}} for {{product}}.',
  'order.tooManyOptions': 'You can select up to {{max}} {{group}} for {{product}}.',
  'order.optionsGone': 'Some options chosen for {{product}} are no longer available. Please review your cart.',
  'order.optionsRefused': '{{product}} cannot be ordered with these options. Please review your cart.',
  'payments.notConfigured': 'Card payments are not configured on this server.',
  'payments.providerUnavailable': PAYMENT_MESSAGES.providerUnavailable,
  'payments.orderNotPaid': PAYMENT_MESSAGES.orderNotPaid,
  'payments.alreadyRefunded': PAYMENT_MESSAGES.alreadyRefunded,
  'payments.refundNothing': 'The refund must be more than nothing.',
  'payments.discountName': 'Your discount',
  'payments.sendJson': 'Send the event as application/json.',

  // Capacity and the kitchen's busy time.
  'capacity.slotFull': CAPACITY_TEXTS.slotFull,
  'capacity.notASlot': CAPACITY_TEXTS.notASlot,
  'capacity.slotGone': CAPACITY_TEXTS.slotGone,
  'capacity.noAsapRoom': CAPACITY_TEXTS.noAsapRoom,

  // A diner's addresses and the address search.
  'addresses.notFound': 'Address not found.',
  'addresses.tooMany': 'You can save up to {{max}} addresses.',
  'addressLookup.notConfigured': 'Address search is not configured.',
  'addressLookup.providerFailed': 'Address search is unavailable right now. Please try again or enter the address by hand.',
  'addressLookup.placeNotFound': 'Received no details for the selected address.',

  // Reviews, favourites, loyalty, contact.
  'reviews.notFound': REVIEW_MESSAGES.reviewNotFound,
  'reviews.alreadyReviewed': REVIEW_MESSAGES.alreadyReviewed,
  'reviews.tooManyReplies': REVIEW_MESSAGES.tooManyReplies,
  'favorites.tooMany': 'You can keep up to {{max}} favourites. Remove one to add another.',
  'loyalty.notEnoughPoints': 'You do not have enough points for this reward.',
  'contact.unavailable': 'Sorry, this restaurant cannot receive messages online right now. Please call or visit instead.',

  // Offers.
  'promotions.notFound': 'Promotion not found.',
  'promotions.endedAlready': 'This offer has ended. To run it again, change its dates.',
  'promotions.changedMeanwhile': 'The offer changed while this was being done. Reload and try again.',

  // The team.
  'team.memberNotFound': TEAM_MESSAGES.memberNotFound,
  'team.inviteNotFound': TEAM_MESSAGES.inviteNotFound,
  'team.inviteInvalid': TEAM_MESSAGES.inviteInvalid,
  'team.tooManyInvites': 'There are already {{count}} invitations waiting. Withdraw some before sending more.',
  'team.signInToAccept': TEAM_MESSAGES.signInToAccept,
  'team.wrongAccount': 'This invitation is for {{email}}. Sign out, then sign in with that e-mail to accept it.',

  // Photos and media.
  'media.notFound': 'Media not found.',
  'media.photoNotFound': 'Photo not found.',
  'upload.notMultipart': "Send the photo as multipart/form-data, with the file in a field named 'file'.",
  'upload.noFile': "No photo was attached. Send the file in a form field named 'file'.",
  'upload.unreadableForm': "The upload could not be read as a form. Send the photo as multipart/form-data, with the file in a field named 'file'.",
  'upload.onePhoto': "Send one photo at a time, in a form field named 'file'.",
  'upload.tooSlow': 'The photo took too long to arrive. Check the connection and try again.',
  'photo.notAnImage': 'This file is not a photo we can read. Upload a JPEG, PNG, WebP or HEIC image.',
  'photo.svg': 'SVG drawings are not accepted as photos (they can carry scripts). Upload a JPEG, PNG, WebP or HEIC image.',
  'photo.otherImage': '{{kind}} images are not accepted. Upload a JPEG, PNG, WebP or HEIC photo.',
  'photo.damaged': 'This photo is damaged or incomplete, so it cannot be read. Export it again (or take it again) and upload the new file.',
  'photo.tooLarge': 'Photos can be at most {{max}} MB. Export a smaller copy (a 4000 × 3000 JPEG is about 3 MB) and try again.',
  'photo.tooManyPixels': 'This photo is {{width}} × {{height}} pixels; photos can be at most {{max}} megapixels. Resize it (a 4000 × 3000 photo is plenty) and try again.',
  'photo.busy': 'Photos are being processed for other uploads right now. Please try again in a few seconds.',
  'photo.storeUnavailable': 'Photos cannot be stored or read right now. Please try again in a minute.',

  // Printers.
  'printing.noSavedPrinter': 'There is no saved printer named {{name}}: save the printers first, then test.',
  'printing.testPageBusy': 'The printer has just finished a test page: try again.',
  'printing.noTestPage': 'There is no such test page.',
  'printing.noPrinterNamed': 'There is no printer named {{name}} for those tickets.',
  'printing.noPrinter': 'No printer is set up for this restaurant yet.',

  // The installable app.
  'installable.orderFrom': 'Order from {{name}}.',
} as const satisfies Record<string, string>;

/** A key of the API's message catalogues. */
export type MessageKey = keyof typeof API_MESSAGES_EN_GB;
