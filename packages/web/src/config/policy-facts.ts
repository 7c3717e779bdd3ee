// The shop's policy facts, each stated once and quoted by every page that needs it.
export const policyFacts = {
  processingTime: '6 to 10 business days',
  nonReceiptDaysAfterDispatch: 4,
  wrongItemReportHours: 24,
  governingLaw: 'the laws of India',
  jurisdiction: 'Jaipur, Rajasthan',
} as const;
