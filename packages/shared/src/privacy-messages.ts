// The privacy notice and the shopper's data rights (docs/decisions/035), apart from `messages` so
// that the storefront's first load does not carry them: they travel with the screens that use
// them (the privacy notice, sign-up and the account page).

/** One section of the privacy notice: its heading, its points and its paragraphs. */
export type PrivacySection = {
  title: string;
  points?: readonly string[];
  paragraphs: readonly string[];
};

export const privacyMessages = {
  intro:
    'This notice says what personal data the shop collects, why, how long it keeps it, what you can ask of us, and whom to write to with a complaint, as India’s Digital Personal Data Protection Act, 2023 asks.',
  sections: [
    {
      title: 'What we collect',
      points: [
        'Your account: your name, e-mail address, phone number and password (kept only as a one-way hash).',
        'The delivery addresses you save, with the phone number for each.',
        'Your cart and the orders you place: what you bought, what you paid, where it went and each status it passed through.',
        'The tax invoices and credit notes issued for your orders, with the buyer details printed on them.',
        'A record of each payment from our payment provider: its reference and whether it succeeded. We never see your card number, UPI PIN or bank password.',
        'Whether you agreed to receive offers by e-mail, and when you said so.',
        'The devices signed in to your account and when each was last used, so you can sign them out.',
      ],
      paragraphs: [],
    },
    {
      title: 'Why we collect it',
      paragraphs: [
        'To take, deliver, invoice and support your orders; to send you the e-mails your account and orders need (activation, password resets, order confirmations, shipment and refund notices); to keep your account safe; and to meet the law, chiefly the tax law. Offers are mailed only when you have ticked “Send me offers”, and you can untick it at any time.',
        'Your name, delivery address and phone number go to the courier that delivers your parcel; payments are handled by our payment provider. We do not sell your data or share it for advertising.',
      ],
    },
    {
      title: 'How long we keep it',
      points: [
        'Your account, saved addresses and cart: until you delete your account.',
        'Orders, tax invoices and credit notes: 72 months after the year they belong to, as the CGST Act requires, even after your account is deleted.',
        'Signed-in devices: until you sign out or the sign-in expires.',
        'Backups of the shop: they are replaced in turn, so a deleted account leaves the last of them within the number of days the shop keeps its backups.',
      ],
      paragraphs: [],
    },
    {
      title: 'Your rights',
      points: [
        'See your data: “Download my data” on your account page gives you a file of your account, addresses, orders, invoices and credit notes.',
        'Correct it: change your name and phone number on your account page, and your addresses on the addresses page.',
        'Erase it: “Delete my account” on your account page erases your name, e-mail address, phone number and saved addresses and signs you out everywhere. Orders and their tax documents are kept as the law requires. An order still waiting for payment or on its way must be delivered or cancelled first.',
        'Withdraw consent: untick “Send me offers” on your account page.',
        'Complain: write to our grievance officer below, and, if not satisfied, to the Data Protection Board of India.',
      ],
      paragraphs: [],
    },
  ] satisfies readonly PrivacySection[],
  grievanceTitle: 'Grievance officer',
  grievanceNote:
    'Write to the grievance officer about your personal data or this notice. We acknowledge within 48 hours and answer within one month.',

  // Sign-up and the account page.
  consentLabel: 'Send me offers',
  consentDescription:
    'Occasional e-mails about new products and offers. You can stop them at any time.',
  consentInvalid: 'Choose whether we may send you offers.',
  signupNotice: 'By registering you agree to the',
  signupNoticeLink: 'privacy notice',
  consentSaved: 'Your choice about offers is saved.',
  dataTitle: 'Your data',
  dataIntro:
    'Download a copy of everything the shop holds about you, or delete your account. Orders and their invoices are kept as the tax law requires.',
  download: 'Download my data',
  downloadFailed: 'Your data could not be downloaded. Please try again.',
  deleteTitle: 'Delete my account',
  deleteWarning:
    'Your name, e-mail address, phone number and saved addresses are erased and you are signed out everywhere. This cannot be undone.',
  deletePassword: 'Your password',
  deleteConfirm: 'Delete my account',
  deleteCancel: 'Keep my account',
  deleteStaffNote: 'Staff accounts are closed by the shop’s owner.',

  // The server's answers.
  passwordRequired: 'Enter your password to delete your account.',
  passwordWrong: 'The password is not correct.',
  staffRefused: 'A staff account cannot be deleted here; ask the shop’s owner to close it.',
  deleted: 'Your account is deleted. Thank you for shopping with us.',
  /** The sentence refusing deletion while an order is still open. */
  orderOpen: (orderId: number, status: string) =>
    `Order #${orderId} is still “${status}”. Your account can be deleted once it is delivered or cancelled.`,

  // Staff screens.
  deletedAccount: 'Deleted account',
} as const;
