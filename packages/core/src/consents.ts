/**
 * Personal data at checkout (issue 27 §4; docs/selling-lawfully.md#4-personal-data): what an order
 * needs and why, told to every shopper, and the optional purposes the shopper may agree to, each with
 * its own unticked box. A purpose's text has a version: a consent keeps the version it was given on,
 * so a reworded text is a new version and never changes what someone agreed to.
 */
export const CONSENT_PURPOSES = ['marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
