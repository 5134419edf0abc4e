/** A person's name as lists, mails and the activity log show it: "Ad Soyad". */
export const fullName = (p: { name: string; surname: string }) => `${p.name} ${p.surname}`.trim();
