import { PROVINCES } from '@beceri/domain';

/** The 81 provinces as a province list's options, in Turkish order and spelling (`domain/src/provinces.ts`). */
export const ProvinceOptions = () =>
  PROVINCES.map((p) => (
    <option key={p} value={p}>
      {p}
    </option>
  ));
