import { shipmentMessages } from '../shipments-messages';

/** The carriers the shop ships with, sent and answered by their display names. */
export const CARRIERS = [
  'India Post',
  'Delhivery',
  'Blue Dart',
  'DTDC',
  'Ekart',
  'Xpressbees',
  'Shiprocket',
  'Other',
] as const;

export type Carrier = (typeof CARRIERS)[number];

export function isCarrier(value: string): value is Carrier {
  return (CARRIERS as readonly string[]).includes(value);
}

type CarrierRule = {
  /** What a tracking number of this carrier looks like (after `normaliseTrackingNumber`). */
  pattern: RegExp;
  /** Where a shopper follows the parcel; `{number}` is replaced. Other: the link staff give. */
  trackingUrl?: string;
  /** A further check beyond the pattern: India Post's check digit. */
  check?: (number: string) => boolean;
};

/** UPU S10 (India Post): the ninth digit checks the first eight, weights 8 6 4 2 3 5 9 7. */
function s10CheckDigitValid(number: string): boolean {
  const digits = number.slice(2, 11);
  if (!/^\d{9}$/.test(digits)) return false;
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const rest = 11 - (sum % 11);
  const expected = rest === 10 ? 0 : rest === 11 ? 5 : rest;
  return Number(digits[8]) === expected;
}

const CARRIER_RULES: Record<Carrier, CarrierRule> = {
  'India Post': {
    pattern: /^[A-Z]{2}\d{9}IN$/,
    check: s10CheckDigitValid,
    trackingUrl:
      'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignmentnumber={number}',
  },
  Delhivery: {
    pattern: /^\d{10,15}$/,
    trackingUrl: 'https://www.delhivery.com/track/package/{number}',
  },
  'Blue Dart': {
    pattern: /^\d{8,11}$/,
    trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo={number}',
  },
  DTDC: {
    pattern: /^[A-Z0-9]{8,12}$/,
    trackingUrl: 'https://www.dtdc.in/tracking.asp?strCnno={number}',
  },
  Ekart: {
    pattern: /^[A-Z]{3,5}\d{7,12}$/,
    trackingUrl: 'https://ekartlogistics.com/shipmenttrack/{number}',
  },
  Xpressbees: {
    pattern: /^\d{12,16}$/,
    trackingUrl: 'https://www.xpressbees.com/shipment/tracking?awbNo={number}',
  },
  Shiprocket: {
    pattern: /^[A-Z0-9]{6,25}$/,
    trackingUrl: 'https://shiprocket.co/tracking/{number}',
  },
  Other: { pattern: /^[A-Za-z0-9-]{4,40}$/ },
};

/** Staff type numbers with spaces and in small letters; carriers print them without. */
export function normaliseTrackingNumber(carrier: Carrier, number: string): string {
  const trimmed = number.trim();
  return carrier === 'Other' ? trimmed : trimmed.replace(/[\s-]/g, '').toUpperCase();
}

/** The format hint shown beside the tracking number and named in a refusal. */
export const trackingFormatHint = (carrier: Carrier) => shipmentMessages.formatHints[carrier];

/** Whether `number` (normalised) is a tracking number of `carrier`. */
export function trackingNumberValid(carrier: Carrier, number: string): boolean {
  const rule = CARRIER_RULES[carrier];
  return rule.pattern.test(number) && (rule.check?.(number) ?? true);
}

/** The carrier's page for the parcel; for Other, the link staff gave (or none). */
export function trackingUrlFor(carrier: Carrier, number: string, otherUrl?: string | null) {
  const template = CARRIER_RULES[carrier].trackingUrl;
  if (!template) return otherUrl ?? null;
  return template.replace('{number}', encodeURIComponent(number));
}
