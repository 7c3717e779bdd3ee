/** The shop's social pages, linked from the footer. */
export const socialLinks = {
  instagram: 'https://www.instagram.com/',
  facebook: 'https://www.facebook.com/',
} as const;
