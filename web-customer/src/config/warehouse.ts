/**
 * The warehouse that receives customers' parcels (spec 2, section 3: fixed address, postal code 60290).
 * It belongs with the business constants; kept here until `domain/` exports it.
 */
export const warehouseAddress = {
  company: 'Passerelle',
  street: "12 rue de l'Entrepôt",
  postalCode: '60290',
  city: 'Rantigny',
  country: 'France',
} as const;
