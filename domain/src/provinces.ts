import { foldTurkish } from './search.ts';

/**
 * Türkiye's 81 provinces in plate-code order (01 Adana … 81 Düzce), spelled as the provinces spell themselves.
 * A job stores the province's name as written here (decision 025): readable in the database and in exports,
 * stable (province names have not changed since 1999), and the list is the only place that decides them.
 */
export const PROVINCES = [
  'Adana', 'Adıyaman', 'Afyonkarahisar', 'Ağrı', 'Amasya', 'Ankara', 'Antalya', 'Artvin', 'Aydın', 'Balıkesir',
  'Bilecik', 'Bingöl', 'Bitlis', 'Bolu', 'Burdur', 'Bursa', 'Çanakkale', 'Çankırı', 'Çorum', 'Denizli',
  'Diyarbakır', 'Edirne', 'Elazığ', 'Erzincan', 'Erzurum', 'Eskişehir', 'Gaziantep', 'Giresun', 'Gümüşhane', 'Hakkari',
  'Hatay', 'Isparta', 'Mersin', 'İstanbul', 'İzmir', 'Kars', 'Kastamonu', 'Kayseri', 'Kırklareli', 'Kırşehir',
  'Kocaeli', 'Konya', 'Kütahya', 'Malatya', 'Manisa', 'Kahramanmaraş', 'Mardin', 'Muğla', 'Muş', 'Nevşehir',
  'Niğde', 'Ordu', 'Rize', 'Sakarya', 'Samsun', 'Siirt', 'Sinop', 'Sivas', 'Tekirdağ', 'Tokat',
  'Trabzon', 'Tunceli', 'Şanlıurfa', 'Uşak', 'Van', 'Yozgat', 'Zonguldak', 'Aksaray', 'Bayburt', 'Karaman',
  'Kırıkkale', 'Batman', 'Şırnak', 'Bartın', 'Ardahan', 'Iğdır', 'Yalova', 'Karabük', 'Kilis', 'Osmaniye',
  'Düzce',
] as const;
export type Province = (typeof PROVINCES)[number];

/** The provinces in Turkish alphabetical order, as a list to choose from shows them. */
export const PROVINCES_SORTED: readonly Province[] = [...PROVINCES].sort((a, b) => a.localeCompare(b, 'tr'));

const byFolded = new Map<string, Province>(PROVINCES.map((p) => [foldTurkish(p), p]));

/** The province a typed name means, in any letter case and with or without Turkish letters ('istanbul', 'SANLIURFA'). */
export const findProvince = (name: string): Province | undefined => byFolded.get(foldTurkish(name));
