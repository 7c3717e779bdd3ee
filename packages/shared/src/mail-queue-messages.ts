// The staff area's texts for mailQueue, apart from `messages` so that the storefront's first load
// does not carry them.
/** Mails about an order that keep failing, on the staff order drawer. */
export const mailQueueMessages = {
  failingTitle: 'Mails not delivered',
  failingIntro:
    'These mails about the order keep failing to go. The shop keeps trying; tell the shopper another way if it matters.',
  attempts: (n: number) => `${n} attempts`,
  nextTry: (when: string) => `next try ${when}`,
  givenUp: 'given up',
} as const;
