import { foldTurkish } from './search.ts';

/**
 * Türkiye's 81 provinces in Turkish alphabetical order (as a list to choose from shows them), spelled as the
 * provinces spell themselves.
 * A job stores the province's name as written here (decision 025): readable in the database and in exports,
 * stable (province names have not changed since 1999), and the list is the only place that decides them.
 */
export const PROVINCES = [
  'Adana',
  'Adıyaman',
  'Afyonkarahisar',
  'Ağrı',
  'Aksaray',
  'Amasya',
  'Ankara',
  'Antalya',
  'Ardahan',
  'Artvin',
  'Aydın',
  'Balıkesir',
  'Bartın',
  'Batman',
  'Bayburt',
  'Bilecik',
  'Bingöl',
  'Bitlis',
  'Bolu',
  'Burdur',
  'Bursa',
  'Çanakkale',
  'Çankırı',
  'Çorum',
  'Denizli',
  'Diyarbakır',
  'Düzce',
  'Edirne',
  'Elazığ',
  'Erzincan',
  'Erzurum',
  'Eskişehir',
  'Gaziantep',
  'Giresun',
  'Gümüşhane',
  'Hakkari',
  'Hatay',
  'Iğdır',
  'Isparta',
  'İstanbul',
  'İzmir',
  'Kahramanmaraş',
  'Karabük',
  'Karaman',
  'Kars',
  'Kastamonu',
  'Kayseri',
  'Kırıkkale',
  'Kırklareli',
  'Kırşehir',
  'Kilis',
  'Kocaeli',
  'Konya',
  'Kütahya',
  'Malatya',
  'Manisa',
  'Mardin',
  'Mersin',
  'Muğla',
  'Muş',
  'Nevşehir',
  'Niğde',
  'Ordu',
  'Osmaniye',
  'Rize',
  'Sakarya',
  'Samsun',
  'Siirt',
  'Sinop',
  'Sivas',
  'Şanlıurfa',
  'Şırnak',
  'Tekirdağ',
  'Tokat',
  'Trabzon',
  'Tunceli',
  'Uşak',
  'Van',
  'Yalova',
  'Yozgat',
  'Zonguldak',
] as const;
export type Province = (typeof PROVINCES)[number];

/**
 * The provinces in Turkish alphabetical order: the list itself, written in that order (provinces.test.ts checks it)
 * rather than sorted when the module loads — a Turkish collator costs a phone ~10 ms of its first visit to /jobs.
 */
export const PROVINCES_SORTED: readonly Province[] = PROVINCES;

const byFolded = new Map<string, Province>(PROVINCES.map((p) => [foldTurkish(p), p]));

/** The province a typed name means, in any letter case and with or without Turkish letters ('istanbul', 'SANLIURFA'). */
export const findProvince = (name: string): Province | undefined => byFolded.get(foldTurkish(name));
