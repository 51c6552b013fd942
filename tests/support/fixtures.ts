/** A valid declaration with a unique tracking number; fields can be overridden to make it invalid. */
export const declaration = (overrides: Record<string, unknown> = {}) => ({
  senderName: 'Boutique Test',
  senderPhone: '01 02 03 04 05',
  senderEmail: 'boutique@example.com',
  carrier: 'DHL',
  trackingNumber: `JD${Date.now()}${Math.floor(Math.random() * 1000)}`,
  description: 'Une lampe de bureau',
  category: 'maison_jardin',
  weightKg: 2.4,
  lengthCm: 40,
  widthCm: 30,
  heightCm: 20,
  declaredValueEuros: 59.9,
  instructions: '',
  ...overrides,
});
