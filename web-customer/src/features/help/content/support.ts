/** How customers reach support (DECISIONS, "Identity of the product"; placeholders until a real company exists). */
export const supportContact = {
  email: 'support@passerelle.example',
  phone: '+33 1 23 45 67 89',
  /** the phone number as a tel: link wants it */
  phoneHref: 'tel:+33123456789',
  hours: 'du lundi au vendredi de 9 h à 18 h, le samedi de 10 h à 16 h',
  replyDelay: 'sous 24 h',
} as const;
