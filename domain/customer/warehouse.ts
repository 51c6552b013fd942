/** The warehouse that receives customers' parcels (spec 2, section 3: a fixed address, postal code 60290). */
export const warehouseAddress = {
  company: 'Passerelle',
  street: "12 rue de l'Entrepôt",
  postalCode: '60290',
  city: 'Rantigny',
  country: 'France',
} as const;
