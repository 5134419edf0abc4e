import { ComingSoon } from '../coming-soon.tsx';

export default function Route() {
  return <ComingSoon title="Profil" />;
}
