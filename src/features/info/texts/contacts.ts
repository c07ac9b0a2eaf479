/** The shop's own contact details, as the information pages print them (from site settings). */
export type ShopContacts = {
  name: string;
  phone: string;
  email: string;
  address: string;
  orgNr: string;
};
