import { restaurantNameForms, type NameArticle, type RestaurantNameForms } from '@platter/domain';

/**
 * What a template says, independent of how it is shown: each kind's template builds one
 * `MailContent`, and render-html.ts / render-text.ts turn the same content into the HTML and
 * the plain-text body, so the two can never say different things.
 */

export interface DetailRow {
  label: string;
  value: string;
}

export interface ItemLine {
  quantity: string;
  name: string;
  /** 'Size: Large', one per chosen value. */
  options: string[];
  amount: string;
}

export interface TotalRow {
  label: string;
  amount: string;
  /** The grand total (shown stronger). */
  total?: boolean;
}

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** Someone's own words (a contact message, a cancellation reason), line breaks kept. */
  | { kind: 'quote'; label: string; text: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'details'; rows: DetailRow[] }
  | { kind: 'items'; title: string; lines: ItemLine[] }
  | { kind: 'totals'; rows: TotalRow[] };

export interface MailContent {
  subject: string;
  blocks: Block[];
}

/** The restaurant as its e-mails show it. */
export interface Brand {
  name: string;
  /** The article the name takes in Portuguese ('a' Tasca do Porto); none: bare (restaurant-name.ts in the domain). */
  nameArticle?: NameArticle | null;
  /** Theme colours (light scheme): the header band and buttons. */
  primary: string;
  onPrimary: string;
  /** Absolute URL on the restaurant's origin, or null. */
  logoUrl: string | null;
  /** `https://{domain}`: links and the logo live there. */
  origin: string;
  /** One line: street, city, postcode. */
  address: string;
  timeZone: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The restaurant's name for a text's `{{restaurant}}` (and Portuguese `{{restaurant.na}}`-style forms: `{{restaurant.em}}`). */
export function brandName(brand: Brand): RestaurantNameForms {
  return restaurantNameForms(brand.name, brand.nameArticle);
}
