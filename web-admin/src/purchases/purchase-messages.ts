/** The buy-for-me pages' French labels. */
export const purchaseMessages = {
  passerelle: {
    purchases: {
      menu: 'Achats pour moi',
    },
  },
};
